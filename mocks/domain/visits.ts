import { db } from '../db/database';
import { clock } from '../lib/clock';

/**
 * A visit to a profile, kept once per visitor and visited person: a re-visit
 * moves its time to now. The visitors list reads them (attention.ts).
 */
export async function recordVisit(visitorId: string, visitedId: string): Promise<void> {
  const at = clock.now();
  const seen = await db.visits.update((q) => q.where({ visitor_id: visitorId, visited_id: visitedId }), {
    data(record) {
      record.at = at;
    },
  });
  if (!seen) await db.visits.create({ visitor_id: visitorId, visited_id: visitedId, at });
}

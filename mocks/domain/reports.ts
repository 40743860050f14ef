import { db } from '../db/database';
import { clock } from '../lib/clock';

/** Reports of one member by another, for the site's moderators. */

export function hasReported(reporterId: string, reportedId: string): boolean {
  return Boolean(db.reports.findFirst((q) => q.where({ reporter_id: reporterId, reported_id: reportedId })));
}

/** Reporting is a toggle: the member's report is filed when absent, withdrawn when present. */
export async function toggleReport(reporterId: string, reportedId: string): Promise<'reported' | 'unreported'> {
  const pair = { reporter_id: reporterId, reported_id: reportedId };
  if (hasReported(reporterId, reportedId)) {
    db.reports.deleteMany((q) => q.where(pair));
    return 'unreported';
  }
  await db.reports.create({ ...pair, at: clock.now() });
  return 'reported';
}

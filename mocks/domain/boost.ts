import { BOOST_DURATION_MS } from '@/shared/api/rules';
import { db } from '../db/database';
import { addToCount } from './purchases';
import { updateMember } from './update-member';

/** Whether the member's boost is running now, by the fake clock (the deck may put boosted people first). */
export function isBoosted(userId: string, now: number): boolean {
  const boost = db.boosts.findFirst((q) => q.where({ user_id: userId }));
  return boost !== undefined && now - boost.started_at < BOOST_DURATION_MS;
}

/** Everyone whose boost runs now: one pass over the boosts rather than a lookup per person. */
export function boostedMemberIds(now: number): Set<string> {
  return new Set(db.boosts.all().filter((boost) => now - boost.started_at < BOOST_DURATION_MS).map((boost) => boost.user_id));
}

/** Starts a 30-minute boost; a member has at most one boost record, the latest. */
export async function startBoost(userId: string, now: number): Promise<void> {
  db.boosts.deleteMany((q) => q.where({ user_id: userId }));
  await db.boosts.create({ user_id: userId, started_at: now });
}

/** Spends one of the member's boosts and starts it; answers how many they have left. */
export async function spendBoost(userId: string, now: number): Promise<string> {
  const updated = await updateMember(userId, (record) => {
    record.boost_count = addToCount(record.boost_count, '-1');
  });
  await startBoost(userId, now);
  return updated?.boost_count ?? '0';
}

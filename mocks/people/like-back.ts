import { db } from '../db/database';
import { clock } from '../lib/clock';
import { hasDeclined, isBlockedPair, likeOf } from '../domain/relations';
import { isSimulatedPerson } from './simulated-people';

/**
 * Some seeded people like back whoever likes them, so a like in the deck can
 * end in "It's a Match!" even with someone who had not liked the member first.
 * The rule is fixed (ids divisible by 3), so demos and tests know who will.
 */
export function likesBack(personId: string): boolean {
  return isSimulatedPerson(personId) && Number(personId) % 3 === 0;
}

/**
 * Call after the member's like or super like is recorded (webmatch). Resolves
 * true when the person liked the member back just now; the match itself is then
 * read from the likes, as for any mutual like.
 */
export async function onLiked(memberId: string, personId: string): Promise<boolean> {
  if (!likesBack(personId) || isSimulatedPerson(memberId) || memberId === personId) return false;
  if (likeOf(personId, memberId) || hasDeclined(personId, memberId) || isBlockedPair(memberId, personId)) return false;
  await db.likes.create({ from_id: personId, to_id: memberId, type: 'like', at: clock.now() });
  return true;
}

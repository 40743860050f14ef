import { db } from '../db/database';
import { clock } from '../lib/clock';
import { oneAtATime } from '../lib/one-at-a-time';
import { compareIds, likeOf } from './relations';
import { likesFrom, likesTo } from '../db/relation-index';

/**
 * A match is a mutual like (either side's like may be a super like). An unfriend
 * deletes both likes, so a pair that unfriended is no longer matched.
 *
 * Blocks do not end a match: the chat list still shows a blocked chat (with its
 * block flag); the match list and the deck hide blocked pairs themselves.
 */
export function areMatched(a: string, b: string): boolean {
  return a !== b && Boolean(likeOf(a, b)) && Boolean(likeOf(b, a));
}

export interface Match {
  partnerId: string;
  /** When the second like came: the match's own time. */
  at: number;
}

/** Every match of the member, newest first. */
export function matchesOf(userId: string): Match[] {
  const likedBack = new Map(likesTo.get(userId).map((like) => [like.from_id, like.at]));
  return likesFrom
    .get(userId)
    .flatMap((like) => {
      const theirs = likedBack.get(like.to_id);
      return theirs === undefined || like.to_id === userId ? [] : [{ partnerId: like.to_id, at: Math.max(like.at, theirs) }];
    })
    .sort((x, y) => y.at - x.at || compareIds(x.partnerId, y.partnerId));
}

/** Unfriends run one at a time, so two at once (both screens, both sides) leave one decline each way. */
const serially = oneAtATime();

/**
 * Ends a match for both: both likes go, and each side is recorded as having
 * declined the other, so neither deck offers the pair again. A pending rewind
 * on the pair is dropped, since undoing it would bring the match back.
 */
export function unfriend(a: string, b: string): Promise<void> {
  return serially(() => unfriendNow(a, b));
}

async function unfriendNow(a: string, b: string): Promise<void> {
  const at = clock.now();
  db.likes.deleteMany((q) => q.where((like) => (like.from_id === a && like.to_id === b) || (like.from_id === b && like.to_id === a)));
  for (const [from, to] of [
    [a, b],
    [b, a],
  ] as const) {
    db.nopes.deleteMany((q) => q.where({ from_id: from, to_id: to }));
    await db.nopes.create({ from_id: from, to_id: to, at });
    db.lastSwipes.deleteMany((q) => q.where({ user_id: from, to_id: to }));
  }
}

import type { LikeType } from '@/shared/api/rules';
import { db } from '../db/database';
import type { MemberRecord } from '../db/records';
import type { LastSwipeRecord } from '../db/discovery-records';
import { clock } from '../lib/clock';
import { oneAtATime } from '../lib/one-at-a-time';
import { areMatched } from './matches';
import { likeOf } from './relations';
import { memberById } from '../db/member-index';

/**
 * Likes, super likes and declines, and the rewind of the last one. Each swipe
 * remembers what it replaced, so a rewind puts the pair back exactly as it was.
 */

/** Swipes run one at a time, so a double click cannot spend one super like twice or undo twice. */
const serially = oneAtATime();

export type LikeOutcome = { kind: 'done'; matched: boolean; superlikeCount: string } | { kind: 'no-super-likes' };

export function like(member: MemberRecord, personId: string, type: LikeType): Promise<LikeOutcome> {
  return serially(() => likeNow(member.user_id, personId, type));
}

/** A nope or a decline: the person never shows again, and a like the member gave them is withdrawn. */
export function decline(member: MemberRecord, personId: string): Promise<void> {
  return serially(async () => {
    await rememberSwipe(member.user_id, personId, 'nope', false);
    await setOwnRelation(member.user_id, personId, { nopeAt: clock.now() });
  });
}

/** Undoes the member's last swipe; false when there is none to undo. */
export function undoLastSwipe(member: MemberRecord): Promise<boolean> {
  return serially(() => undoNow(member.user_id));
}

async function likeNow(userId: string, personId: string, type: LikeType): Promise<LikeOutcome> {
  // Read inside the queue: a super like queued just before may have spent one.
  let superlikeCount = memberById(userId)?.superlike_count ?? '0';
  const mine = likeOf(userId, personId);
  // Liking again is no new swipe; a super like is never lowered to a like.
  if (mine && (mine.type === type || mine.type === 'superlike')) {
    return { kind: 'done', matched: areMatched(userId, personId), superlikeCount };
  }
  const charged = type === 'superlike';
  if (charged) {
    if (Number(superlikeCount) <= 0) return { kind: 'no-super-likes' };
    superlikeCount = await addSuperLikes(userId, -1);
  }
  await rememberSwipe(userId, personId, type, charged);
  await setOwnRelation(userId, personId, { like: { type, at: clock.now() } });
  return { kind: 'done', matched: areMatched(userId, personId), superlikeCount };
}

async function undoNow(userId: string): Promise<boolean> {
  const last = db.lastSwipes.findFirst((q) => q.where({ user_id: userId }));
  if (!last) return false;
  await setOwnRelation(userId, last.to_id, {
    like: last.before_like === 'none' ? undefined : { type: last.before_like, at: last.before_like_at },
    nopeAt: last.before_nope_at || undefined,
  });
  if (last.charged) await addSuperLikes(userId, 1);
  db.lastSwipes.deleteMany((q) => q.where({ user_id: userId }));
  return true;
}

/** Replaces what the member holds toward a person (their like, their decline) with the given state. */
async function setOwnRelation(fromId: string, toId: string, state: { like?: { type: LikeType; at: number }; nopeAt?: number }) {
  db.likes.deleteMany((q) => q.where({ from_id: fromId, to_id: toId }));
  db.nopes.deleteMany((q) => q.where({ from_id: fromId, to_id: toId }));
  if (state.like) await db.likes.create({ from_id: fromId, to_id: toId, ...state.like });
  if (state.nopeAt !== undefined) await db.nopes.create({ from_id: fromId, to_id: toId, at: state.nopeAt });
}

async function rememberSwipe(userId: string, toId: string, kind: LastSwipeRecord['kind'], charged: boolean) {
  const before = likeOf(userId, toId);
  const nope = db.nopes.findFirst((q) => q.where({ from_id: userId, to_id: toId }));
  db.lastSwipes.deleteMany((q) => q.where({ user_id: userId }));
  await db.lastSwipes.create({
    user_id: userId,
    to_id: toId,
    kind,
    charged,
    before_like: before?.type ?? 'none',
    before_like_at: before?.at ?? 0,
    before_nope_at: nope?.at ?? 0,
  });
}

/** Adds to (or, negative, spends from) the member's super likes; answers the new count as text. */
async function addSuperLikes(userId: string, delta: number): Promise<string> {
  const updated = await db.members.update((q) => q.where({ user_id: userId }), {
    data(record) {
      record.superlike_count = String(Math.max(0, Number(record.superlike_count) + delta));
    },
  });
  return updated?.superlike_count ?? '0';
}

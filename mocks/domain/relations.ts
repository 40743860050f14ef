import { db } from '../db/database';
import type { LikeRecord, MemberRecord } from '../db/records';
import { memberById } from '../db/member-index';

/** Who stands where with whom: the small questions every discovery and social rule asks. */

/** Deactivated accounts (userstatus '0') are gone for everyone else: no deck, no list, no profile. */
export function isActive(member: MemberRecord): boolean {
  return member.userstatus === '1';
}

/** An account with this id exists, active or deactivated: a decline, an unfriend, a report or a block may still name it. */
export function accountExists(userId: string): boolean {
  return memberById(userId) !== undefined;
}

/** An active member by id, or undefined. */
export function activeMember(userId: string): MemberRecord | undefined {
  const member = memberById(userId);
  return member && isActive(member) ? member : undefined;
}

/** Either blocked the other: the pair never meets in the deck, the lists or a profile. */
export function isBlockedPair(a: string, b: string): boolean {
  return Boolean(
    db.blocks.findFirst((q) =>
      q.where((block) => (block.blocker_id === a && block.blocked_id === b) || (block.blocker_id === b && block.blocked_id === a)),
    ),
  );
}

/** Everyone in a block with the member, whichever side blocked. */
export function blockedPartnersOf(userId: string): Set<string> {
  const partners = new Set<string>();
  for (const block of db.blocks.findMany((q) => q.where((b) => b.blocker_id === userId || b.blocked_id === userId))) {
    partners.add(block.blocker_id === userId ? block.blocked_id : block.blocker_id);
  }
  return partners;
}

export function likeOf(fromId: string, toId: string): LikeRecord | undefined {
  return db.likes.findFirst((q) => q.where({ from_id: fromId, to_id: toId }));
}

export function hasDeclined(fromId: string, toId: string): boolean {
  return Boolean(db.nopes.findFirst((q) => q.where({ from_id: fromId, to_id: toId })));
}

/** Everyone the member has swiped on (liked, super liked or declined): the deck never shows them again. */
export function swipedBy(userId: string): Set<string> {
  const liked = db.likes.findMany((q) => q.where({ from_id: userId })).map((like) => like.to_id);
  const declined = db.nopes.findMany((q) => q.where({ from_id: userId })).map((nope) => nope.to_id);
  return new Set([...liked, ...declined]);
}

/** Ids are opaque text; seeded ones are numbers, so order those numerically and anything else as text. */
export function compareIds(a: string, b: string): number {
  const x = Number(a);
  const y = Number(b);
  return Number.isFinite(x) && Number.isFinite(y) ? x - y : a.localeCompare(b);
}

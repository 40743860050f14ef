import type { LikeRecord, MemberRecord } from '../db/records';
import { memberById } from '../db/member-index';
import { blocksBy, blocksByPair, blocksOf, likesByPair, likesFrom, nopesByPair, nopesFrom, pair } from '../db/relation-index';

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
  return blocksByPair.get(pair(a, b)).length > 0 || blocksByPair.get(pair(b, a)).length > 0;
}

/** Everyone in a block with the member, whichever side blocked. */
export function blockedPartnersOf(userId: string): Set<string> {
  const partners = new Set<string>();
  for (const block of blocksBy.get(userId)) partners.add(block.blocked_id);
  for (const block of blocksOf.get(userId)) partners.add(block.blocker_id);
  return partners;
}

export function likeOf(fromId: string, toId: string): LikeRecord | undefined {
  return likesByPair.get(pair(fromId, toId))[0];
}

export function hasDeclined(fromId: string, toId: string): boolean {
  return nopesByPair.get(pair(fromId, toId)).length > 0;
}

/** Everyone the member has swiped on (liked, super liked or declined): the deck never shows them again. */
export function swipedBy(userId: string): Set<string> {
  const liked = likesFrom.get(userId).map((like) => like.to_id);
  const declined = nopesFrom.get(userId).map((nope) => nope.to_id);
  return new Set([...liked, ...declined]);
}

/** Ids are opaque text; seeded ones are numbers, so order those numerically and anything else as text. */
export function compareIds(a: string, b: string): number {
  const x = Number(a);
  const y = Number(b);
  return Number.isFinite(x) && Number.isFinite(y) ? x - y : a.localeCompare(b);
}

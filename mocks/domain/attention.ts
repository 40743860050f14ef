import type { LikeRecord, MemberRecord, VisitRecord } from '../db/records';
import { activeMember, blockedPartnersOf, compareIds, hasDeclined, likeOf } from './relations';
import { likesTo, visitsTo } from '../db/relation-index';

/**
 * Who paid the member attention: visitors, likes and super likes not yet
 * answered. The lists and the sidebar's counts both read these, so a count
 * always equals its list's length (docs/product/fake-backend-and-demo.md#server-rules).
 */

export interface Attention<R> {
  record: R;
  person: MemberRecord;
}

/**
 * Likes (or super likes) received that the member has not answered: not liked
 * back (no match), not declined; from active members outside any block.
 * Newest first.
 */
export function pendingLikesOf(userId: string, type: 'like' | 'superlike'): Attention<LikeRecord>[] {
  const blocked = blockedPartnersOf(userId);
  return withPeople(
    likesTo
      .get(userId)
      .filter((like) => like.type === type)
      .filter((like) => like.from_id !== userId && !blocked.has(like.from_id) && !likeOf(userId, like.from_id) && !hasDeclined(userId, like.from_id)),
    (like) => like.from_id,
  );
}

/** The member's visitors, one entry per person (a re-visit moves them up), newest first. */
export function visitorsOf(userId: string): Attention<VisitRecord>[] {
  const blocked = blockedPartnersOf(userId);
  const latest = new Map<string, VisitRecord>();
  for (const visit of visitsTo.get(userId)) {
    if (visit.visitor_id === userId || blocked.has(visit.visitor_id)) continue;
    const seen = latest.get(visit.visitor_id);
    if (!seen || visit.at > seen.at) latest.set(visit.visitor_id, visit);
  }
  return withPeople([...latest.values()], (visit) => visit.visitor_id);
}

/** Joins each record to its active person (deactivated accounts drop out), newest first. */
function withPeople<R extends { at: number }>(records: R[], personId: (record: R) => string): Attention<R>[] {
  return records
    .flatMap((record) => {
      const person = activeMember(personId(record));
      return person ? [{ record, person }] : [];
    })
    .sort((x, y) => y.record.at - x.record.at || compareIds(x.person.user_id, y.person.user_id));
}

import { likeRecord, type LikeRecord, visitRecord, type VisitRecord, blockRecord, type BlockRecord } from '../db/records';
import { clock } from '../lib/clock';

/**
 * Likes, visits and blocks between two members, valid against their record
 * schemas: `buildLike('1', '170', { type: 'superlike' })`.
 */

export function buildLike(fromId: string, toId: string, overrides: Partial<LikeRecord> = {}): LikeRecord {
  return likeRecord.parse({ from_id: fromId, to_id: toId, type: 'like', at: clock.now(), ...overrides });
}

/** Both likes of a match: the member's, then the partner's a minute later. */
export function buildMatch(memberId: string, partnerId: string, at: number = clock.now()): [LikeRecord, LikeRecord] {
  return [buildLike(memberId, partnerId, { at: at - 60_000 }), buildLike(partnerId, memberId, { at })];
}

export function buildVisit(visitorId: string, visitedId: string, overrides: Partial<VisitRecord> = {}): VisitRecord {
  return visitRecord.parse({ visitor_id: visitorId, visited_id: visitedId, at: clock.now(), ...overrides });
}

export function buildBlock(blockerId: string, blockedId: string, overrides: Partial<BlockRecord> = {}): BlockRecord {
  return blockRecord.parse({ blocker_id: blockerId, blocked_id: blockedId, at: clock.now(), ...overrides });
}

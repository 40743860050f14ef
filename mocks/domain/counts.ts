import type { z } from 'zod';
import type { loginCounts } from '@/shared/api/contract/account';
import { db } from '../db/database';

/**
 * The sidebar's counts, computed from the same records the lists show, so a
 * count always agrees with its list (spec 3 section 5).
 */
export function countsFor(userId: string): z.infer<typeof loginCounts> {
  return {
    message: String(db.messages.findMany((q) => q.where({ receiver_id: userId, read: false })).length),
    visitors: String(new Set(db.visits.findMany((q) => q.where({ visited_id: userId })).map((v) => v.visitor_id)).size),
    superlike_request: String(pendingLikesOf(userId, 'superlike').length),
    like_request: String(pendingLikesOf(userId, 'like').length),
  };
}

/** Likes received that the member has not answered with a like of their own (no match yet). */
export function pendingLikesOf(userId: string, type: 'like' | 'superlike') {
  const answered = new Set(db.likes.findMany((q) => q.where({ from_id: userId })).map((like) => like.to_id));
  return db.likes.findMany((q) => q.where({ to_id: userId, type })).filter((like) => !answered.has(like.from_id));
}

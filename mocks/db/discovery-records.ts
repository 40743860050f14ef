import { z } from 'zod';
import { id } from '@/shared/api/contract/common';
import { feedContent } from '@/shared/api/contract/social';

/**
 * The discovery and social areas' own records: declines, reports, the last swipe
 * (for rewind), feed entries and feed likes. Likes, visits and blocks are shared
 * records and live in records.ts.
 */

/** A member declined another (nope in the deck, decline from a list, or an unfriend). */
export const nopeRecord = z.object({ from_id: id, to_id: id, at: z.number() });
export type NopeRecord = z.infer<typeof nopeRecord>;

/** A member reported another; reporting again removes it (the report toggles). */
export const reportRecord = z.object({ reporter_id: id, reported_id: id, at: z.number() });
export type ReportRecord = z.infer<typeof reportRecord>;

/**
 * A member's last swipe and what it replaced, so a rewind restores exactly the
 * state before it: one record per member, dropped once rewound.
 */
export const lastSwipeRecord = z.object({
  user_id: id,
  to_id: id,
  kind: z.enum(['like', 'superlike', 'nope']),
  /** The swipe spent a super like, which a rewind gives back. */
  charged: z.boolean(),
  /** The like the member had given that person before, 'none' if none. */
  before_like: z.enum(['none', 'like', 'superlike']),
  before_like_at: z.number(),
  /** When the member had declined that person before, 0 if never. */
  before_nope_at: z.number(),
});
export type LastSwipeRecord = z.infer<typeof lastSwipeRecord>;

/**
 * An update a member posted. Name, photo and gender are read from the author
 * at answer time, so an entry always shows the author as they are now.
 */
export const feedRecord = feedContent.extend({
  feed_id: id,
  user_id: id,
  /** Epoch milliseconds. */
  at: z.number(),
});
export type FeedRecord = z.infer<typeof feedRecord>;

/** A member liked a feed entry; once only. */
export const feedLikeRecord = z.object({ feed_id: id, user_id: id, at: z.number() });
export type FeedLikeRecord = z.infer<typeof feedLikeRecord>;

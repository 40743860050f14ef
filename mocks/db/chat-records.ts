import { z } from 'zod';
import { appOfTheDay } from '@/shared/api/contract/chat';
import { id } from '@/shared/api/contract/common';

/**
 * The chat area's own records. Messages live in the shared messages collection
 * (records.ts), because the sidebar's message count reads them too; blocks are
 * shared with discovery.
 */

/** One chat per pair of members, whoever opened it. */
export const chatRecord = z.object({
  chat_id: id,
  /** The pair, lower id first, so a pair has one key whichever side asks. */
  member_ids: z.tuple([id, id]),
  /** Epoch milliseconds. */
  created_at: z.number(),
});
export type ChatRecord = z.infer<typeof chatRecord>;

/** A member starred another's chat row (favourites belong to the member, not to the pair). */
export const chatFavoriteRecord = z.object({ user_id: id, favorite_user_id: id, at: z.number() });
export type ChatFavoriteRecord = z.infer<typeof chatFavoriteRecord>;

/**
 * A member cleared a chat: the messages up to this one are gone for them only.
 * Kept by message sequence rather than time, so a message sent in the same
 * millisecond as the clearing (a frozen test clock) is not lost.
 */
export const chatClearRecord = z.object({
  chat_id: id,
  user_id: id,
  /** The sequence number of the last message cleared. */
  through_seq: z.number(),
  at: z.number(),
});
export type ChatClearRecord = z.infer<typeof chatClearRecord>;

/** The admin's "App of the day": one record. */
export const appOfTheDayRecord = appOfTheDay;

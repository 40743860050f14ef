import { z } from 'zod';
import { chatMessageType } from '@/shared/api/contract/chat';
import { id, languageCode, likeType, textBoolean, textNumber } from '@/shared/api/contract/common';
import { helpPage, landingLink } from '@/shared/api/contract/help';
import { adminData, ownProfile } from '@/shared/api/contract/profile';
import { feedContent } from '@/shared/api/contract/social';

/**
 * The shapes of the fake backend's records. Each extends the contract's own
 * schema with what only the server knows, so a handler answers by parsing the
 * record through the contract's schema, which drops the server-only fields
 * (a password never leaks into an answer).
 */
export const memberRecord = ownProfile.extend({
  /** The password as domain/passwords.ts hashes it, salted: never the password itself. */
  password_hash: z.string(),
  /** '1' online, '0' offline, as the lists show it. */
  online: z.enum(['1', '0']),
  /** When they were last online, epoch milliseconds as text. */
  onlinelasttime: z.string(),
  /** The mail was verified with a code at sign-up. */
  email_verified: textBoolean,
  /** When the account was created, epoch milliseconds. */
  created_at: z.number(),
});
export type MemberRecord = z.infer<typeof memberRecord>;

/** A token handed out at login; a call carrying it acts for that member. */
export const sessionRecord = z.object({ token: z.string(), user_id: id, created_at: z.number() });
export type SessionRecord = z.infer<typeof sessionRecord>;

/** A help page in one language: the server answers help in the language the call carries. */
export const helpPageRecord = helpPage.extend({ language: languageCode });
export const landingLinkRecord = landingLink;

/** The administrator's settings: one record. */
export const adminSettingsRecord = adminData;

/** A like or super like given by one member to another. */
export const likeRecord = z.object({ from_id: id, to_id: id, type: likeType, at: z.number() });
export type LikeRecord = z.infer<typeof likeRecord>;

/** A visit of one member's profile by another. */
export const visitRecord = z.object({ visitor_id: id, visited_id: id, at: z.number() });
export type VisitRecord = z.infer<typeof visitRecord>;

/** A chat message as stored: the contract's message, its chat and whether its receiver read it. */
export const messageRecord = z.object({
  /** Its sequence number as text: a chat's messages are ordered and cleared by it (domain/chat-messages.ts). */
  message_id: id,
  chat_id: id,
  sender_id: id,
  receiver_id: id,
  read: z.boolean(),
  /** Epoch milliseconds. */
  at: z.number(),
  /** The contract's message type; a feed message also carries `feeds`. */
  type: chatMessageType,
  /** The text as the sender's client encrypted it: the server stores it and never reads it. */
  message: z.string(),
  /** The image's url, empty for a text message. */
  upload_image: z.string(),
  /** The sender's own time, epoch seconds as text, as the client sent it. */
  chat_time: textNumber,
  feeds: feedContent.optional(),
});
export type MessageRecord = z.infer<typeof messageRecord>;

/** One member blocked another: the deck, lists and chat all keep the pair apart. */
export const blockRecord = z.object({ blocker_id: id, blocked_id: id, at: z.number() });
export type BlockRecord = z.infer<typeof blockRecord>;

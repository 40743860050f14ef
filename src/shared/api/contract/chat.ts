import { z } from 'zod';
import { defineCall } from './define-call';
import { accepted, id, onlineFlag, statusMessage, textBoolean, textNumber } from './common';
import { uploadedImage } from './profile';
import { feedContent } from './social';

/** The chat list, the chat screen's calls and the app of the day: docs/product/calls.md#chat. */

/** The product does not give the values: we name the four filters of the list (All Chats, Unread, Online, Favorite). */
export const chatSort = z.enum(['all', 'unread', 'online', 'favorite']);

export const chatListItem = z.object({
  user_id: id,
  chat_id: id,
  user_name: z.string(),
  user_image: z.string(),
  online: onlineFlag,
  block: textBoolean,
  favorite: textBoolean,
  /** The last message. */
  message: z.string(),
  imagename: z.string(),
  /**
   * Not in the product's fields: how many messages to the member wait unread in this chat, and the last
   * message's time (epoch seconds, as chatTime). Optional, so a server without them still fits;
   * the list then shows neither badge nor time.
   */
  unread: textNumber.optional(),
  chatTime: textNumber.optional(),
});
export type ChatListItem = z.infer<typeof chatListItem>;

export const chatMessageType = z.enum(['text', 'image', 'gif', 'audio_msg', 'feed']);
export type ChatMessageType = z.infer<typeof chatMessageType>;

const chatMessageBase = z.object({
  /** Encrypted text. */
  message: z.string(),
  sender_id: id,
  receiver_id: id,
  upload_image: z.string(),
  date: z.string(),
  /** Epoch seconds. */
  chatTime: textNumber,
});

export const chatMessage = z.discriminatedUnion('type', [
  chatMessageBase.extend({ type: chatMessageType.exclude(['feed']) }),
  chatMessageBase.extend({ type: z.literal('feed'), feeds: feedContent }),
]);
export type ChatMessage = z.infer<typeof chatMessage>;

/** The chat screen's header. */
export const partnerDetails = z.object({
  user_id: id,
  user_name: z.string(),
  /** The main photo's url. */
  images: z.string(),
  online: onlineFlag,
  onlinelasttime: z.string(),
});
export type PartnerDetails = z.infer<typeof partnerDetails>;

export const appOfTheDay = z.object({
  title: z.string(),
  description: z.string(),
  /** The slider's image urls. */
  images: z.array(z.string()),
  /** 'enable' shows the row. */
  app_settings: z.string(),
  view_url_web: z.string(),
});
export type AppOfTheDay = z.infer<typeof appOfTheDay>;

/**
 * The chat screen's read of the partner: the webprofile endpoint with a second body
 * shape and answer. It is not in `chatCalls` because the contract is keyed by path.
 */
export const webprofileChatPartner = defineCall({
  name: 'webprofile',
  method: 'POST',
  encoding: 'multipart',
  auth: 'token',
  request: z.object({ user_id: id, chat_id: id, own_id: id }),
  response: z.object({ status: accepted, result: partnerDetails }),
});

export const webcreatchat = defineCall({
  name: 'webcreatchat',
  method: 'POST',
  encoding: 'multipart',
  auth: 'token',
  request: z.object({ sender_id: id, receiver_id: id }),
  response: z.object({ status: accepted, chatid: id }),
});

export const appoftheday = defineCall({
  name: 'appoftheday',
  method: 'POST',
  encoding: 'multipart',
  auth: 'token',
  request: z.object({}),
  response: z.object({ status: accepted, result: appOfTheDay }),
});

export const webgetchat = defineCall({
  name: 'webgetchat',
  method: 'POST',
  encoding: 'multipart',
  auth: 'token',
  request: z.object({
    user_id: id,
    search_key: z.string(),
    sort: chatSort,
    timestamp: z.string(),
    limit: textNumber,
  }),
  response: z.object({ status: accepted, matches: z.array(chatListItem), total: textNumber }),
});

export const webfavorite = defineCall({
  name: 'webfavorite',
  method: 'POST',
  encoding: 'multipart',
  auth: 'token',
  // One call toggles the star.
  request: z.object({ user_id: id, favorite_user_id: id }),
  // Answer not shown by the product: the minimal honest shape.
  response: statusMessage,
});

export const blockstatus = defineCall({
  name: 'blockstatus',
  method: 'POST',
  encoding: 'multipart',
  auth: 'token',
  request: z.object({ user_id: id, chatid: id }),
  // block: the chat is blocked by either side; blocked_by_me: by me. Both are normal answers.
  response: z.object({ status: accepted, block: textBoolean, blocked_by_me: textBoolean }),
});

export const webgetchatmessage = defineCall({
  name: 'webgetchatmessage',
  method: 'POST',
  encoding: 'multipart',
  auth: 'token',
  request: z.object({ user_id: id, chat_id: id }),
  response: z.object({ status: accepted, chats: z.array(chatMessage) }),
});

export const websendmessage = defineCall({
  name: 'websendmessage',
  method: 'POST',
  encoding: 'multipart',
  auth: 'token',
  request: z.object({
    sender_id: id,
    chat_id: id,
    receiver_id: id,
    /** Encrypted text. */
    message: z.string(),
    /** Epoch seconds. */
    chat_time: textNumber,
    /** The uploaded image's url, empty for a text message. */
    upload_image: z.string(),
  }),
  response: z.object({ status: accepted }),
});

export const uploadimagechat = defineCall({
  name: 'uploadimagechat',
  method: 'POST',
  encoding: 'json',
  auth: 'token',
  /** The image as a base64 data URL. */
  request: z.object({ file: z.string() }),
  response: uploadedImage,
});

export const webclearchat = defineCall({
  name: 'webclearchat',
  method: 'POST',
  encoding: 'multipart',
  auth: 'token',
  request: z.object({ user_id: id, chat_id: id }),
  // Answer not shown by the product: the minimal honest shape.
  response: statusMessage,
});

export const webblockchat = defineCall({
  name: 'webblockchat',
  method: 'POST',
  encoding: 'multipart',
  auth: 'token',
  // One call toggles: it blocks, or unblocks a member I blocked.
  request: z.object({ user_id: id, block_user_id: id }),
  // Answer not shown by the product: the minimal honest shape.
  response: statusMessage,
});

export const chatCalls = {
  webcreatchat,
  appoftheday,
  webgetchat,
  webfavorite,
  blockstatus,
  webgetchatmessage,
  websendmessage,
  uploadimagechat,
  webclearchat,
  webblockchat,
};

import { z } from 'zod';
import { id, textNumber } from './common';
import { chatMessageType } from './chat';

/** The real-time chat channel's events, both ways: docs/product/calls.md#chat-channel. */

/**
 * What the client presents when it opens the channel (socket.io's handshake `auth`; the fake
 * client's first frame; docs/product/calls.md#chat-channel): the session's token and the member it belongs to.
 * The server refuses a connection without a valid pair with a connect_error whose message is
 * the API's own refusal, 'Invalid access', and the client then ends the session as expired.
 */
export const chatHandshake = z.object({ token: z.string().min(1), user_id: id });
export type ChatHandshake = z.infer<typeof chatHandshake>;

const typingParties = z.object({ chatid: id, sender_id: id, receiver_id: id });

/** A message as it travels on the channel, sent or received. */
export const chatEventMessage = z.object({
  chat_id: id,
  sender_id: id,
  receiver_id: id,
  /** The translation language the sender chose. */
  language: z.string(),
  message: z.object({
    /** Encrypted text. */
    message: z.string(),
    upload_image: z.string(),
    /** Epoch seconds. */
    chatTime: textNumber,
    type: chatMessageType,
  }),
});
export type ChatEventMessage = z.infer<typeof chatEventMessage>;

export const chatEvents = {
  emit: {
    join: z.object({ join_id: id }),
    typing: typingParties.extend({ message: z.enum(['type', 'untype']) }),
    message: chatEventMessage,
  },
  listen: {
    broad: chatEventMessage,
    receivetyping: typingParties,
    receiveuntyping: typingParties,
  },
};

export type ChatEmits = { [E in keyof typeof chatEvents.emit]: z.infer<(typeof chatEvents.emit)[E]> };
export type ChatListens = { [E in keyof typeof chatEvents.listen]: z.infer<(typeof chatEvents.listen)[E]> };

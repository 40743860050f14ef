import { db } from './database';
import type { ChatRecord } from './chat-records';

/**
 * Chats by id and by member, kept in step with the collection through its hooks
 * (as member-index.ts does for members): the chat list, the sidebar's count and
 * every chat call look a chat up, and a query scans every chat of every member.
 */
const byId = new Map<string, ChatRecord>();
const byMember = new Map<string, Map<string, ChatRecord>>();

function add(chat: ChatRecord): void {
  remove(chat);
  byId.set(chat.chat_id, chat);
  for (const memberId of chat.member_ids) {
    const chats = byMember.get(memberId) ?? new Map<string, ChatRecord>();
    chats.set(chat.chat_id, chat);
    byMember.set(memberId, chats);
  }
}

function remove(chat: Pick<ChatRecord, 'chat_id'>): void {
  const stored = byId.get(chat.chat_id);
  if (!stored) return;
  byId.delete(chat.chat_id);
  for (const memberId of stored.member_ids) {
    const chats = byMember.get(memberId);
    chats?.delete(chat.chat_id);
    if (chats?.size === 0) byMember.delete(memberId);
  }
}

db.chats.hooks.on('create', ({ data }) => add(data.record));
db.chats.hooks.on('update', ({ data }) => {
  remove(data.prevRecord);
  add(data.nextRecord);
});
db.chats.hooks.on('delete', ({ data }) => remove(data.deletedRecord));

/** The index, current: clear() fires its delete hook for only some records, so a size that differs means a rebuild. */
function current(): void {
  if (byId.size === db.chats.count()) return;
  byId.clear();
  byMember.clear();
  for (const chat of [...db.chats.all()]) add(chat);
}

export function indexedChatById(chatId: string): ChatRecord | undefined {
  current();
  return byId.get(chatId);
}

/** The chats the member is in, in the order they were opened. */
export function indexedChatsOf(userId: string): ChatRecord[] {
  current();
  return [...(byMember.get(userId)?.values() ?? [])];
}

import { db } from '../db/database';
import type { ChatRecord } from '../db/chat-records';
import { indexedChatById, indexedChatsOf } from '../db/chat-index';
import { blocksByPair, pair } from '../db/relation-index';
import { clock } from '../lib/clock';
import { oneAtATime } from '../lib/one-at-a-time';
import { chatMessages } from '../messages/chat';
import { areMatched } from './matches';
import { activeMember, compareIds } from './relations';

/** Chats between two members: finding, opening, and what stands between the pair. */

const serially = oneAtATime();

function pairOf(a: string, b: string): [string, string] {
  return compareIds(a, b) <= 0 ? [a, b] : [b, a];
}

export function chatById(chatId: string): ChatRecord | undefined {
  return indexedChatById(chatId);
}

export function chatOfPair(a: string, b: string): ChatRecord | undefined {
  const [first, second] = pairOf(a, b);
  return indexedChatsOf(first).find((chat) => chat.member_ids[0] === first && chat.member_ids[1] === second);
}

/** The chats the member is in, listed or not. */
export function chatsOf(userId: string): ChatRecord[] {
  return indexedChatsOf(userId);
}

/** The other member of the chat, or undefined when the member is not in it. */
export function partnerIn(chat: ChatRecord, userId: string): string | undefined {
  const [first, second] = chat.member_ids;
  if (first === userId) return second;
  if (second === userId) return first;
  return undefined;
}

/** The pair's chat, opened on first use. Queued, so a double click opens one chat, not two. */
export function openChat(a: string, b: string): Promise<ChatRecord> {
  return serially(async () => {
    const existing = chatOfPair(a, b);
    if (existing) return existing;
    const lastId = Math.max(0, ...db.chats.all().map((chat) => Number(chat.chat_id) || 0));
    return db.chats.create({ chat_id: String(lastId + 1), member_ids: pairOf(a, b), created_at: clock.now() });
  });
}

export interface BlockState {
  /** Either side blocked the other. */
  block: boolean;
  blockedByMe: boolean;
  blockedMe: boolean;
}

export function blockStateOf(me: string, other: string): BlockState {
  const blockedByMe = blocksByPair.get(pair(me, other)).length > 0;
  const blockedMe = blocksByPair.get(pair(other, me)).length > 0;
  return { block: blockedByMe || blockedMe, blockedByMe, blockedMe };
}

/** Blocking is a toggle: the member's block on the other is set when absent, lifted when present. */
export async function toggleBlock(me: string, other: string): Promise<'blocked' | 'unblocked'> {
  if (blockStateOf(me, other).blockedByMe) {
    db.blocks.deleteMany((q) => q.where({ blocker_id: me, blocked_id: other }));
    return 'unblocked';
  }
  await db.blocks.create({ blocker_id: me, blocked_id: other, at: clock.now() });
  return 'blocked';
}

/**
 * A chat shows in the member's list while the pair is matched and the partner's
 * account is active. A block keeps it listed (with its block flag): the list is
 * where the member unblocks. An unfriend ends the match, so the chat leaves.
 */
export function isListedFor(chat: ChatRecord, userId: string): boolean {
  const partnerId = partnerIn(chat, userId);
  return partnerId !== undefined && areMatched(userId, partnerId) && activeMember(partnerId) !== undefined;
}

/**
 * Why the sender may not message in this chat, or undefined when they may. The
 * block texts are the chat screen's own notes (docs/product/messages.md#chat).
 */
export function sendingRefusal(chat: ChatRecord | undefined, senderId: string, receiverId: string): string | undefined {
  if (!chat || senderId === receiverId || partnerIn(chat, senderId) !== receiverId) return chatMessages.chatNotFound;
  const blocks = blockStateOf(senderId, receiverId);
  if (blocks.blockedMe) return chatMessages.blockedYou;
  if (blocks.blockedByMe) return chatMessages.unblockToMessage;
  if (!isListedFor(chat, senderId)) return chatMessages.matchesOnly;
  return undefined;
}

import type { z } from 'zod';
import type { ChatListItem, chatSort } from '@/shared/api/contract/chat';
import { db } from '../db/database';
import type { ChatRecord } from '../db/chat-records';
import type { MemberRecord } from '../db/records';
import { blockStateOf, chatsOf, isListedFor, partnerIn } from './chat-pairs';
import { chatTimeOf, lastVisibleMessage, unreadCountInChat } from './chat-messages';
import { memberById } from '../db/member-index';
import { favoritesByPair, pair } from '../db/relation-index';
import { clock } from '../lib/clock';

/** The chat list (webgetchat): the member's listed chats, most recent first, filtered as asked. */

type ChatSort = z.infer<typeof chatSort>;

interface Row {
  item: ChatListItem;
  /** The last visible message's time, or the chat's opening: the list's order. */
  lastActivity: number;
  unread: boolean;
}

export function isFavorite(userId: string, partnerId: string): boolean {
  return favoritesByPair.get(pair(userId, partnerId)).length > 0;
}

/** The favourite mark on a chat is a toggle: set when absent, removed when present. */
export async function toggleFavorite(userId: string, partnerId: string): Promise<'added' | 'removed'> {
  const pair = { user_id: userId, favorite_user_id: partnerId };
  if (isFavorite(userId, partnerId)) {
    db.chatFavorites.deleteMany((q) => q.where(pair));
    return 'removed';
  }
  await db.chatFavorites.create({ ...pair, at: clock.now() });
  return 'added';
}

function rowOf(chat: ChatRecord, userId: string, partner: MemberRecord): Row {
  const last = lastVisibleMessage(chat.chat_id, userId);
  const unread = unreadCountInChat(chat.chat_id, userId);
  return {
    item: {
      user_id: partner.user_id,
      chat_id: chat.chat_id,
      user_name: partner.user_name,
      user_image: partner.images,
      online: partner.online,
      block: blockStateOf(userId, partner.user_id).block ? 'true' : 'false',
      favorite: isFavorite(userId, partner.user_id) ? 'true' : 'false',
      message: last?.message ?? '',
      imagename: last?.upload_image ?? '',
      unread: String(unread),
      chatTime: chatTimeOf(last?.at ?? chat.created_at),
    },
    lastActivity: last?.at ?? chat.created_at,
    unread: unread > 0,
  };
}

const sorts: Record<ChatSort, (row: Row) => boolean> = {
  all: () => true,
  unread: (row) => row.unread,
  online: (row) => row.item.online === '1',
  favorite: (row) => row.item.favorite === 'true',
};

export function chatListFor(userId: string, options: { searchKey: string; sort: ChatSort }): ChatListItem[] {
  const search = options.searchKey.trim().toLocaleLowerCase();
  return chatsOf(userId)
    .filter((chat) => isListedFor(chat, userId))
    .flatMap((chat) => {
      const partnerId = partnerIn(chat, userId);
      const partner = partnerId ? memberById(partnerId) : undefined;
      return partner ? [rowOf(chat, userId, partner)] : [];
    })
    .filter((row) => sorts[options.sort](row) && row.item.user_name.toLocaleLowerCase().includes(search))
    .sort((a, b) => b.lastActivity - a.lastActivity || Number(b.item.chat_id) - Number(a.item.chat_id))
    .map((row) => row.item);
}

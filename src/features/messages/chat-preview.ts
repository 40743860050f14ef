import type { ChatListItem } from '@/shared/api/contract/chat';
import { decryptMessage } from '@/shared/lib/message-cipher';

/**
 * What a chat row says about its last message (docs/product/screens-and-routes.md#chat-list): the decrypted
 * text, or that it was a photo, or nothing yet. Pure, so the rule is tested apart.
 */
export type ChatPreview = { kind: 'text'; text: string } | { kind: 'photo' } | { kind: 'none' };

export function previewOf(item: Pick<ChatListItem, 'message' | 'imagename'>): ChatPreview {
  const text = item.message ? decryptMessage(item.message).trim() : '';
  if (text) return { kind: 'text', text };
  if (item.imagename.trim()) return { kind: 'photo' };
  return { kind: 'none' };
}

/** The row's unread count: the server's optional count (no count, nothing unread shown). */
export function unreadCountOf(item: Pick<ChatListItem, 'unread'>): number {
  const count = Number(item.unread ?? '0');
  return Number.isFinite(count) && count > 0 ? count : 0;
}

export function isOnline(item: Pick<ChatListItem, 'online'>): boolean {
  return item.online === '1';
}

import { encryptMessage } from '@/shared/lib/message-cipher';
import { storageKeys } from '@/shared/session/storage-keys';

/**
 * The first words typed in "It's a Match!": put in the chat's own outbox (the
 * sessionStorage queue the chat screen restores and sends through websendmessage
 * and the socket), so they leave as any message does, with its retries, and show
 * in that chat as pending until the server holds them. Same key and entry shape
 * as src/features/chat/outbox.ts (shared may not import a feature).
 */
export interface FirstMessage {
  chatId: string;
  senderId: string;
  receiverId: string;
  text: string;
  /** Epoch ms, the app's now. */
  now: number;
  clientId: string;
}

export function outboxStorageKey(chatId: string): string {
  return `${storageKeys.chatOutbox}:${chatId}`;
}

/** The text as it would be sent, or '' when there is nothing to send. */
export function firstMessageText(text: string): string {
  return text.trim();
}

/** Adds the message to the chat's stored outbox; false when there was nothing to send. */
export function queueFirstMessage(storage: Pick<Storage, 'getItem' | 'setItem'>, message: FirstMessage): boolean {
  const text = firstMessageText(message.text);
  if (!text) return false;
  const key = outboxStorageKey(message.chatId);
  let saved: unknown[] = [];
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? '[]');
    if (Array.isArray(parsed)) saved = parsed;
  } catch {
    saved = [];
  }
  if (saved.some((entry) => (entry as { clientId?: unknown }).clientId === message.clientId)) return true;
  saved.push({
    clientId: message.clientId,
    chatId: message.chatId,
    senderId: message.senderId,
    receiverId: message.receiverId,
    type: 'text',
    text,
    cipher: encryptMessage(text),
    uploadImage: '',
    chatTime: String(Math.floor(message.now / 1000)),
    state: 'queued',
    attempts: 0,
    notBefore: 0,
  });
  storage.setItem(key, JSON.stringify(saved));
  return true;
}

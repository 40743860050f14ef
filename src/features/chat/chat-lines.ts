import type { ChatMessage, ChatMessageType } from '@/shared/api/contract/chat';
import type { ChatEventMessage } from '@/shared/api/contract/chat-events';
import type { FeedContent } from '@/shared/api/contract/social';
import { identityKey, type Outbox, type OutboxEntry } from './outbox';

/**
 * What the message list shows, from its three sources: the history
 * (webgetchatmessage), what arrived on the channel since ('broad'), and the
 * outbox's pending messages. A message is one line however many ways it came:
 * its key is the server's own test for a repeat (chat, sender, time, text as sent).
 */
export interface ChatLine {
  key: string;
  type: ChatMessageType;
  /** The text as stored (encrypted); decrypted only when the line is on screen. */
  cipher: string;
  senderId: string;
  uploadImage: string;
  /** Epoch seconds. */
  chatTime: number;
  feeds?: FeedContent;
  /** Not yet confirmed by the server: the outbox's client id. */
  pendingId?: string;
  /** A pending line's readable text (the outbox keeps it). */
  plainText?: string;
}

export function lineOfHistory(message: ChatMessage, chatId: string): ChatLine {
  return {
    key: identityKey({ chatId, senderId: message.sender_id, chatTime: message.chatTime, cipher: message.message, uploadImage: message.upload_image }),
    type: message.type,
    cipher: message.message,
    senderId: message.sender_id,
    uploadImage: message.upload_image,
    chatTime: Number(message.chatTime),
    feeds: message.type === 'feed' ? message.feeds : undefined,
  };
}

export function lineOfEvent(event: ChatEventMessage): ChatLine {
  const { message } = event;
  return {
    key: identityKey({ chatId: event.chat_id, senderId: event.sender_id, chatTime: message.chatTime, cipher: message.message, uploadImage: message.upload_image }),
    type: message.type,
    cipher: message.message,
    senderId: event.sender_id,
    uploadImage: message.upload_image,
    chatTime: Number(message.chatTime),
  };
}

export function lineOfEntry(entry: OutboxEntry, pending: boolean): ChatLine {
  return {
    key: identityKey(entry),
    type: entry.type,
    cipher: entry.cipher,
    senderId: entry.senderId,
    uploadImage: entry.uploadImage,
    chatTime: Number(entry.chatTime),
    plainText: entry.text,
    pendingId: pending ? entry.clientId : undefined,
  };
}

/** Adds lines not already there, keeping the first copy of each. */
export function appendLines(lines: readonly ChatLine[], added: readonly ChatLine[]): ChatLine[] {
  const known = new Set(lines.map((line) => line.key));
  const fresh: ChatLine[] = [];
  for (const line of added) {
    if (known.has(line.key)) continue;
    known.add(line.key);
    fresh.push(line);
  }
  return fresh.length ? [...lines, ...fresh] : [...lines];
}

/** The confirmed lines, then the outbox's entries the server does not show yet, in the order they were sent. */
export function visibleLines(confirmed: readonly ChatLine[], outbox: Outbox): ChatLine[] {
  const known = new Set(confirmed.map((line) => line.key));
  const pending = outbox.filter((entry) => !known.has(identityKey(entry))).map((entry) => lineOfEntry(entry, true));
  return pending.length ? [...confirmed, ...pending] : [...confirmed];
}

export type ListRow = { kind: 'day'; key: string; day: string } | { kind: 'line'; key: string; line: ChatLine };

/** The local calendar day of an epoch-seconds time, 'YYYY-MM-DD'. */
export function dayOf(chatTime: number): string {
  const date = new Date(chatTime * 1000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The list's rows: a day heading before the first message of each day. */
export function rowsOf(lines: readonly ChatLine[]): ListRow[] {
  const rows: ListRow[] = [];
  let lastDay = '';
  for (const line of lines) {
    const day = dayOf(line.chatTime);
    if (day !== lastDay) {
      rows.push({ kind: 'day', key: `day-${day}-${rows.length}`, day });
      lastDay = day;
    }
    rows.push({ kind: 'line', key: line.key, line });
  }
  return rows;
}

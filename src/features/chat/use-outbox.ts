import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { isApiError } from '@/shared/api/errors';
import type { ChatHub } from '@/shared/chat/chat-hub';
import { useOnline } from '@/shared/network/use-online';
import { storageKeys } from '@/shared/session/storage-keys';
import { useSendMessage } from './api/use-send-message';
import * as box from './outbox';

/**
 * The outbox at work for one chat: sends the oldest pending message (on the
 * channel and through websendmessage, as docs/product/flows.md#chat says), retries what
 * failed for a passing reason, and forgets what the server holds. Kept in
 * sessionStorage so a reload does not lose what was waiting. Its own queue rather
 * than TanStack's mutation scope and retry: those live in memory (a reload would
 * lose what waits), know nothing of the channel's echo that confirms a message
 * without its call, and resume on the browser's online flag alone, not on the
 * channel's signs of life. Each send still goes through the one write path.
 */
export interface UseOutboxOptions {
  chatId: string;
  language: string;
  hub: ChatHub | null;
  /** The server holds this message now. */
  onDelivered: (entry: box.OutboxEntry) => void;
  /** The server refused it (status 'false'), with its message. */
  onRefused: (entry: box.OutboxEntry, message: string) => void;
}

const storageKey = (chatId: string) => `${storageKeys.chatOutbox}:${chatId}`;

function loadSaved(chatId: string): box.Outbox {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(storageKey(chatId)) ?? '[]');
    return Array.isArray(saved) ? box.restore(saved as box.OutboxEntry[]) : [];
  } catch {
    return [];
  }
}

export function useOutbox({ chatId, language, hub, onDelivered, onRefused }: UseOutboxOptions) {
  const sendMessage = useSendMessage();
  const [outbox, setOutbox] = useState<box.Outbox>(() => loadSaved(chatId));
  const current = useRef(outbox);
  const callbacks = useRef({ onDelivered, onRefused, hub, language });
  useLayoutEffect(() => {
    callbacks.current = { onDelivered, onRefused, hub, language };
  });
  const [tick, setTick] = useState(0);
  // While the browser says it is offline nothing is tried: the messages wait, in order, and go once it is back.
  const online = useOnline();

  const change = useCallback(
    (next: (outbox: box.Outbox) => box.Outbox) => {
      const updated = next(current.current);
      if (updated === current.current) return;
      current.current = updated;
      if (updated.length) sessionStorage.setItem(storageKey(chatId), JSON.stringify(updated));
      else sessionStorage.removeItem(storageKey(chatId));
      setOutbox(updated);
    },
    [chatId],
  );

  const send = useCallback(
    async (entry: box.OutboxEntry) => {
      // One attempt at a time per entry, whatever re-runs the pump (StrictMode runs effects twice).
      if (current.current.find((queued) => queued.clientId === entry.clientId)?.state !== 'queued') return;
      change((outbox) => box.markSending(outbox, entry.clientId));
      const { hub: channel, language: lang } = callbacks.current;
      channel?.sendMessage({
        chat_id: entry.chatId,
        sender_id: entry.senderId,
        receiver_id: entry.receiverId,
        language: lang,
        message: { message: entry.cipher, upload_image: entry.uploadImage, chatTime: entry.chatTime, type: entry.type },
      });
      try {
        await sendMessage({
          sender_id: entry.senderId,
          chat_id: entry.chatId,
          receiver_id: entry.receiverId,
          message: entry.cipher,
          chat_time: entry.chatTime,
          upload_image: entry.uploadImage,
        });
        const stillThere = current.current.some((queued) => queued.clientId === entry.clientId);
        change((outbox) => box.remove(outbox, entry.clientId));
        if (stillThere) callbacks.current.onDelivered(entry);
      } catch (error) {
        if (isApiError(error) && error.kind === 'refused') {
          change((outbox) => box.remove(outbox, entry.clientId));
          callbacks.current.onRefused(entry, error.message);
        } else {
          // Still there unless its echo confirmed it meanwhile.
          change((outbox) => (outbox.some((queued) => queued.clientId === entry.clientId) ? box.markFailed(outbox, entry.clientId, Date.now()) : outbox));
        }
      }
    },
    [change, sendMessage],
  );

  // The pump: whenever the outbox changes, a retry falls due or the network is back, the oldest due entry goes.
  useEffect(() => {
    if (!online) return;
    const entry = box.nextToSend(current.current, Date.now());
    if (entry) {
      void send(entry);
      return;
    }
    const dueAt = box.nextAttemptAt(outbox);
    if (dueAt === undefined) return;
    const timer = setTimeout(() => setTick((count) => count + 1), Math.max(0, dueAt - Date.now()));
    return () => clearTimeout(timer);
  }, [outbox, tick, send, online]);

  // Back online: what waits goes now rather than at its next retry.
  useEffect(() => {
    const wake = () => change(box.wake);
    window.addEventListener('online', wake);
    return () => window.removeEventListener('online', wake);
  }, [change]);

  return {
    outbox,
    enqueue: useCallback((entry: box.NewEntry) => change((outbox) => box.enqueue(outbox, entry)), [change]),
    /** A message arrived on the channel: it may be one of ours coming back, and the channel is alive. */
    confirmEcho: useCallback(
      (echo: box.MessageIdentity) => {
        const entry = box.entryOfEcho(current.current, echo);
        change((outbox) => box.wake(entry ? box.remove(outbox, entry.clientId) : outbox));
      },
      [change],
    ),
    /** Any sign of life on the channel: retry now. */
    wake: useCallback(() => change(box.wake), [change]),
    clear: useCallback(() => change(() => []), [change]),
  };
}

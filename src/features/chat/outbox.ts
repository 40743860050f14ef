/**
 * The chat's outbox: what the member sent and the server has not confirmed
 * yet, so that nothing is lost while the channel is down and nothing arrives
 * twice when it comes back.
 *
 * - Each entry is keyed by a client message id; queueing the same id again is a no-op.
 * - The text is encrypted once, when queued: every retry sends the very same
 *   cipher text and chat time, which the server recognises as a repeat.
 * - One entry travels at a time, oldest first, so the server stores them in order.
 * - An entry is done when the send call answers or when its own echo comes
 *   back on the channel ('broad'), whichever is first.
 * - A failed attempt waits (growing, capped) before the next; `wake` makes
 *   everything due at once (the channel showed signs of life, the browser is online).
 *
 * Pure: every function takes the outbox and answers a new one.
 */

export type OutboxState = 'queued' | 'sending';

export interface OutboxEntry {
  clientId: string;
  chatId: string;
  senderId: string;
  receiverId: string;
  type: 'text' | 'image';
  /** The readable text, shown in the pending bubble. */
  text: string;
  /** The text as sent (encrypted), fixed at queueing. */
  cipher: string;
  /** The uploaded image's url, '' for a text. */
  uploadImage: string;
  /** Epoch seconds as text, fixed at queueing. */
  chatTime: string;
  state: OutboxState;
  /** Failed attempts so far. */
  attempts: number;
  /** Not to be sent again before this time (epoch ms). */
  notBefore: number;
}

export type Outbox = readonly OutboxEntry[];

export const RETRY_BASE_MS = 500;
export const RETRY_MAX_MS = 4000;

export type NewEntry = Omit<OutboxEntry, 'state' | 'attempts' | 'notBefore'>;

export function enqueue(outbox: Outbox, entry: NewEntry): Outbox {
  if (outbox.some((queued) => queued.clientId === entry.clientId)) return outbox;
  return [...outbox, { ...entry, state: 'queued', attempts: 0, notBefore: 0 }];
}

/** The entry to send now: the oldest, when it is queued, due, and nothing is in flight. */
export function nextToSend(outbox: Outbox, now: number): OutboxEntry | undefined {
  const first = outbox[0];
  if (!first || first.state !== 'queued' || first.notBefore > now) return undefined;
  return first;
}

/** When the oldest entry becomes due, or undefined when nothing waits on time. */
export function nextAttemptAt(outbox: Outbox): number | undefined {
  const first = outbox[0];
  return first && first.state === 'queued' ? first.notBefore : undefined;
}

function update(outbox: Outbox, clientId: string, change: (entry: OutboxEntry) => OutboxEntry): Outbox {
  return outbox.map((entry) => (entry.clientId === clientId ? change(entry) : entry));
}

export function markSending(outbox: Outbox, clientId: string): Outbox {
  return update(outbox, clientId, (entry) => ({ ...entry, state: 'sending' }));
}

/** The attempt failed for a reason that may pass (no network, a server error): try again later. */
export function markFailed(outbox: Outbox, clientId: string, now: number): Outbox {
  return update(outbox, clientId, (entry) => {
    const attempts = entry.attempts + 1;
    return { ...entry, state: 'queued', attempts, notBefore: now + retryDelay(attempts) };
  });
}

export function retryDelay(attempts: number): number {
  return Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1));
}

/** The server holds it (or refused it for good): it leaves the outbox. */
export function remove(outbox: Outbox, clientId: string): Outbox {
  return outbox.filter((entry) => entry.clientId !== clientId);
}

/** What identifies a message on both sides: the server's own test for a repeat. */
export interface MessageIdentity {
  chatId: string;
  senderId: string;
  chatTime: string;
  cipher: string;
  uploadImage: string;
}

export function identityKey(message: MessageIdentity): string {
  return [message.chatId, message.senderId, message.chatTime, message.cipher, message.uploadImage].join('|');
}

/** The entry this echo confirms, if any. */
export function entryOfEcho(outbox: Outbox, echo: MessageIdentity): OutboxEntry | undefined {
  const key = identityKey(echo);
  return outbox.find((entry) => identityKey(entry) === key);
}

/** Every waiting entry is due now (the channel is back). */
export function wake(outbox: Outbox): Outbox {
  return outbox.some((entry) => entry.notBefore > 0) ? outbox.map((entry) => ({ ...entry, notBefore: 0 })) : outbox;
}

/** After a reload: an entry that was in flight when the page went is queued again (the server sees a repeat if it had arrived). */
export function restore(saved: Outbox): Outbox {
  return saved.map((entry) => ({ ...entry, state: 'queued', notBefore: 0 }));
}

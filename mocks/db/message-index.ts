import { db } from './database';
import type { MessageRecord } from './records';

/**
 * Messages by chat, kept in step with the collection through its hooks, so every
 * writer (the handlers, the seed, the scenarios, a recorded seed, a snapshot's
 * restore) keeps it right without knowing of it. A query on the collection scans
 * every message of every chat: the chat list, the sidebar's count and sending a
 * message would cost more as any chat grows (decision 016). Here each answers
 * from its own chat's entry:
 * - a chat's messages in the order the chat shows them (time, then sequence);
 * - per chat and receiver, how many are unread; per receiver, the chats with unread;
 * - the highest sequence, overall and per chat;
 * - a message by what makes a repeat of it (storeMessage's once-only rule).
 *
 * A message is known by its chat and its id (its sequence number, unique).
 */

interface ChatEntry {
  /** Ordered by time, then sequence: the order visibleMessages answers. */
  ordered: MessageRecord[];
  highestSequence: number;
}

const byKey = new Map<string, MessageRecord>();
const chats = new Map<string, ChatEntry>();
/** receiver → chat → unread count (only counts above 0 are kept). */
const unreadByReceiver = new Map<string, Map<string, number>>();
/** A repeat's identity → the first stored message with it, and how many have it (storeMessage keeps that at 1). */
const firstByIdentity = new Map<string, MessageRecord>();
const identityCounts = new Map<string, number>();
/** The highest sequence among all messages; undefined when it must be found again (its message was deleted). */
let highestSequence: number | undefined = 0;

export function sequenceOf(message: Pick<MessageRecord, 'message_id'>): number {
  return Number(message.message_id);
}

function keyOf(message: Pick<MessageRecord, 'chat_id' | 'message_id'>): string {
  return `${message.chat_id}|${message.message_id}`;
}

/** What makes a message a repeat of another: chat, sender, the sender's time and what was sent. */
export type MessageIdentity = Pick<MessageRecord, 'chat_id' | 'sender_id' | 'chat_time' | 'message' | 'upload_image'>;

function identityOf(message: MessageIdentity): string {
  return JSON.stringify([message.chat_id, message.sender_id, message.chat_time, message.message, message.upload_image]);
}

function comesBefore(a: MessageRecord, b: MessageRecord): boolean {
  return a.at < b.at || (a.at === b.at && sequenceOf(a) < sequenceOf(b));
}

/** Where the message goes (or is) in its chat's order: a binary search, messages mostly arrive at the end. */
function positionIn(ordered: MessageRecord[], message: MessageRecord): number {
  let low = 0;
  let high = ordered.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const other = ordered[middle];
    if (other && comesBefore(other, message)) low = middle + 1;
    else high = middle;
  }
  return low;
}

function addUnread(message: MessageRecord, delta: number): void {
  if (message.read) return;
  const perChat = unreadByReceiver.get(message.receiver_id) ?? new Map<string, number>();
  const count = (perChat.get(message.chat_id) ?? 0) + delta;
  if (count > 0) perChat.set(message.chat_id, count);
  else perChat.delete(message.chat_id);
  if (perChat.size > 0) unreadByReceiver.set(message.receiver_id, perChat);
  else unreadByReceiver.delete(message.receiver_id);
}

function add(message: MessageRecord): void {
  remove(message);
  byKey.set(keyOf(message), message);
  const entry = chats.get(message.chat_id) ?? { ordered: [], highestSequence: 0 };
  chats.set(message.chat_id, entry);
  const last = entry.ordered.at(-1);
  if (!last || comesBefore(last, message)) entry.ordered.push(message);
  else entry.ordered.splice(positionIn(entry.ordered, message), 0, message);
  const sequence = sequenceOf(message);
  if (Number.isFinite(sequence)) {
    entry.highestSequence = Math.max(entry.highestSequence, sequence);
    if (highestSequence !== undefined) highestSequence = Math.max(highestSequence, sequence);
  }
  addUnread(message, 1);
  const identity = identityOf(message);
  if (!firstByIdentity.has(identity)) firstByIdentity.set(identity, message);
  identityCounts.set(identity, (identityCounts.get(identity) ?? 0) + 1);
}

function remove(message: Pick<MessageRecord, 'chat_id' | 'message_id'>): void {
  const stored = byKey.get(keyOf(message));
  if (!stored) return;
  byKey.delete(keyOf(stored));
  const entry = chats.get(stored.chat_id);
  if (entry) {
    const at = positionIn(entry.ordered, stored);
    if (entry.ordered[at] === stored) entry.ordered.splice(at, 1);
    else entry.ordered.splice(entry.ordered.indexOf(stored), 1);
    if (entry.ordered.length === 0) chats.delete(stored.chat_id);
    else if (sequenceOf(stored) >= entry.highestSequence) entry.highestSequence = highestOf(entry.ordered);
  }
  if (sequenceOf(stored) === highestSequence) highestSequence = undefined;
  addUnread(stored, -1);
  const identity = identityOf(stored);
  const left = (identityCounts.get(identity) ?? 1) - 1;
  if (left > 0) identityCounts.set(identity, left);
  else identityCounts.delete(identity);
  if (firstByIdentity.get(identity) === stored) {
    firstByIdentity.delete(identity);
    // Only a message written past storeMessage can share an identity: the chat is searched only then.
    const another = left > 0 ? entry?.ordered.find((other) => identityOf(other) === identity) : undefined;
    if (another) firstByIdentity.set(identity, another);
  }
}

/**
 * A message changed where its place does not (its read mark, the usual update):
 * swapped where it stands, without searching its chat for the highest sequence
 * again, so marking a long chat's newest message read costs the same as a short one's.
 */
function replaceInPlace(next: MessageRecord): boolean {
  const stored = byKey.get(keyOf(next));
  const entry = chats.get(next.chat_id);
  if (!stored || !entry || stored.at !== next.at || stored.receiver_id !== next.receiver_id) return false;
  const identity = identityOf(next);
  if (identityOf(stored) !== identity) return false;
  const at = positionIn(entry.ordered, stored);
  if (entry.ordered[at] !== stored) return false;
  entry.ordered[at] = next;
  byKey.set(keyOf(next), next);
  addUnread(stored, -1);
  addUnread(next, 1);
  if (firstByIdentity.get(identity) === stored) firstByIdentity.set(identity, next);
  return true;
}

function highestOf(messages: readonly MessageRecord[]): number {
  let highest = 0;
  for (const message of messages) {
    const sequence = sequenceOf(message);
    if (Number.isFinite(sequence) && sequence > highest) highest = sequence;
  }
  return highest;
}

function forgetAll(): void {
  byKey.clear();
  chats.clear();
  unreadByReceiver.clear();
  firstByIdentity.clear();
  identityCounts.clear();
  highestSequence = 0;
}

db.messages.hooks.on('create', ({ data }) => add(data.record));
// An update fires once per changed field, each with the whole next record: replacing it again is harmless.
db.messages.hooks.on('update', ({ data }) => {
  if (!replaceInPlace(data.nextRecord)) {
    remove(data.prevRecord);
    add(data.nextRecord);
  }
});
db.messages.hooks.on('delete', ({ data }) => remove(data.deletedRecord));

/**
 * The index, current. The collection's clear() fires its delete hook for only
 * some records (it deletes from the array it walks), so an index whose size no
 * longer matches the collection's is rebuilt from it, once.
 */
function current(): void {
  if (byKey.size === db.messages.count()) return;
  forgetAll();
  for (const message of [...db.messages.all()]) add(message);
}

/** The chat's messages in the order it shows them (the index's own array: do not change it). */
export function messagesInChat(chatId: string): readonly MessageRecord[] {
  current();
  return chats.get(chatId)?.ordered ?? [];
}

/** The chat's last message after `clearedThrough` (a member's clearing), or undefined. */
export function lastMessageAfter(chatId: string, clearedThrough: number): MessageRecord | undefined {
  current();
  const entry = chats.get(chatId);
  if (!entry || entry.highestSequence <= clearedThrough) return undefined;
  // Clearing takes the oldest messages first: the walk back stops at once unless times and sequences disagree.
  for (let index = entry.ordered.length - 1; index >= 0; index -= 1) {
    const message = entry.ordered[index];
    if (message && sequenceOf(message) > clearedThrough) return message;
  }
  return undefined;
}

/** The highest sequence in the chat, 0 when it has none. */
export function highestSequenceIn(chatId: string): number {
  current();
  return chats.get(chatId)?.highestSequence ?? 0;
}

/** The highest sequence of all messages, 0 when there are none. */
export function highestSequenceOfAll(): number {
  current();
  if (highestSequence === undefined) {
    highestSequence = 0;
    for (const entry of chats.values()) highestSequence = Math.max(highestSequence, entry.highestSequence);
  }
  return highestSequence;
}

/** How many messages to the member in this chat are unread. */
export function unreadCountIn(chatId: string, receiverId: string): number {
  current();
  return unreadByReceiver.get(receiverId)?.get(chatId) ?? 0;
}

/** The chats where the member has unread messages, with how many. */
export function unreadChatsOf(receiverId: string): ReadonlyMap<string, number> {
  current();
  return unreadByReceiver.get(receiverId) ?? new Map<string, number>();
}

/** The chat's message with this id (its sequence number as text), or undefined. */
export function messageIn(chatId: string, messageId: string): MessageRecord | undefined {
  current();
  return byKey.get(keyOf({ chat_id: chatId, message_id: messageId }));
}

/** The message already stored with this identity (a repeat of it would be this), or undefined. */
export function storedRepeatOf(message: MessageIdentity): MessageRecord | undefined {
  current();
  return firstByIdentity.get(identityOf(message));
}

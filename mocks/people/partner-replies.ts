import { broadcastMessage } from '../chat-server/broadcast';
import { deliverTo } from '../chat-server/rooms';
import { messageIn, messagesInChat } from '../db/message-index';
import type { MessageRecord } from '../db/records';
import { inSection } from '../lib/backend-section';
import { clock } from '../lib/clock';
import { chatById, sendingRefusal } from '../domain/chat-pairs';
import { chatTimeOf, storeMessage } from '../domain/chat-messages';
import { stableHash } from '../lib/stable-hash';
import { isSimulatedPerson } from './simulated-people';
import { memberById } from '../db/member-index';

/**
 * A matched partner who gets a message reads it, types, and answers
 * (docs/product/fake-backend-and-demo.md#people-who-act). The pause and the answer follow the partner (their seeded name
 * and id) and how many messages the chat holds, so the same seed and the same
 * conversation give the same reply after the same delay. Timers are plain
 * setTimeout, which Vitest's fake timers drive.
 */

/** The partner "reads" before the typing indicator shows. */
export const READING_MS = 400;
/** Typing lasts between these, then the reply arrives. */
export const TYPING_MIN_MS = 1500;
export const TYPING_MAX_MS = 3000;

const textReplies = [
  'Hey! Great to hear from you 😊',
  'Haha, that made me smile.',
  'How has your day been so far?',
  'I was just thinking about grabbing a coffee. You?',
  'That sounds lovely!',
  'Tell me more!',
  'I love that. What else do you enjoy doing?',
  'Sorry for the slow reply, busy day!',
  'Would you like to meet up this weekend?',
  'Good question… let me think about it 🤔',
];

const imageReplies = ['Nice photo!', 'Love this picture 😍', 'Where was this taken?'];

/** One answer pending per chat: a burst of messages gets one reply, as from a person. */
const pending = new Map<string, ReturnType<typeof setTimeout>[]>();

export interface PlannedReply {
  text: string;
  /** From the member's message to the reply. */
  delayMs: number;
}

/** What the partner will answer to this message, and when. */
export function planReply(message: MessageRecord): PlannedReply | undefined {
  const partner = memberById(message.receiver_id);
  if (!partner) return undefined;
  // From the messages' index: a query would scan every message of every chat, once per reply (decision 016).
  const messageCount = messagesInChat(message.chat_id).length;
  const key = `${partner.user_id}|${partner.user_name}|${messageCount}`;
  const choices = message.type === 'image' || message.type === 'gif' ? imageReplies : textReplies;
  const typingMs = TYPING_MIN_MS + (stableHash(`${key}|delay`) % (TYPING_MAX_MS - TYPING_MIN_MS + 1));
  return { text: choices[stableHash(key) % choices.length] ?? 'Hi!', delayMs: READING_MS + typingMs };
}

/** Called for every message newly stored, whichever path brought it. */
export function onMemberMessage(message: MessageRecord, language: string): void {
  if (!isSimulatedPerson(message.receiver_id) || isSimulatedPerson(message.sender_id) || pending.has(message.chat_id)) return;
  const plan = planReply(message);
  if (!plan) return;
  // The chat's cipher (AES) is asked for now, seconds before the reply needs it, not with the fake backend's start,
  // which every demo page loads before its first answer (docs/decisions/031-demo-deck-bound-by-its-fake-backend.md).
  const cipher = import('@/shared/lib/message-cipher');
  const partnerId = message.receiver_id;
  const memberId = message.sender_id;
  const typing = { chatid: message.chat_id, sender_id: partnerId, receiver_id: memberId };

  const startTyping = setTimeout(
    () =>
      void inSection(() => {
        if (!stillAnswerable(message)) return forget(message.chat_id);
        deliverTo(memberId, 'receivetyping', typing);
      }),
    READING_MS,
  );

  const reply = setTimeout(
    () =>
      void cipher.then(({ encryptMessage }) =>
        inSection(async () => {
          forget(message.chat_id);
          if (!stillAnswerable(message)) return;
          deliverTo(memberId, 'receiveuntyping', typing);
          const { record } = await storeMessage({
            chat_id: message.chat_id,
            sender_id: partnerId,
            receiver_id: memberId,
            type: 'text',
            message: encryptMessage(plan.text),
            upload_image: '',
            chat_time: chatTimeOf(clock.now()),
          });
          broadcastMessage(record, language);
        }),
      ),
    plan.delayMs,
  );

  pending.set(message.chat_id, [startTyping, reply]);
}

/**
 * The member's message must still be there (a reset of the data makes a pending
 * reply moot) and the partner must still be allowed to write (a block or an
 * unfriend in the meantime silences them).
 */
function stillAnswerable(message: MessageRecord): boolean {
  const stored = messageIn(message.chat_id, message.message_id);
  return stored?.sender_id === message.sender_id && stored.message === message.message && sendingRefusal(chatById(message.chat_id), message.receiver_id, message.sender_id) === undefined;
}

function forget(chatId: string): void {
  for (const timer of pending.get(chatId) ?? []) clearTimeout(timer);
  pending.delete(chatId);
}

/** Drops every pending reply (a test's end, a reset of the chat server). */
export function forgetPendingReplies(): void {
  for (const chatId of [...pending.keys()]) forget(chatId);
}

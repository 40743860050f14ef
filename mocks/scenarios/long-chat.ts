import { encryptMessage } from '@/shared/lib/message-cipher';
import { db } from '../db/database';
import { messageRecord, type MessageRecord } from '../db/records';
import { buildChat, buildMessage } from '../factories/chats';
import { nextId } from '../factories/ids';
import { chatTimeOf } from '../domain/chat-messages';
import { clock } from '../lib/clock';
import { photoUrl } from '../lib/photos';
import type { ChatScenario } from './chat-with-messages';
import { freshMatch, type FreshMatchOptions } from './fresh-match';

export interface LongChatOptions extends FreshMatchOptions {
  /** How many messages: 5,000 for the chat screen's benchmark. */
  count?: number;
}

const lines = [
  'Good morning! How did you sleep?',
  'I just finished a long run along the river, the light was beautiful today.',
  'Haha',
  'Did you see the new exhibition at the museum? I keep hearing about it and I would love to go this weekend if you are free.',
  'Sure!',
  'What are you cooking tonight?',
  'Pasta again 😅',
  'I think we should try that little Lebanese place near the station: everybody says the mezze are amazing and the terrace is lovely in the evening.',
];

/**
 * A chat of `count` messages between the member and a new match, mixed texts of
 * varied lengths and a photo now and then, one every ten minutes up to now.
 * Built in one pass (ids counted here, not looked up per message), so 5,000 take
 * a second or two, not minutes.
 */
export async function longChat({ count = 5000, ...match }: LongChatOptions = {}): Promise<ChatScenario> {
  const { memberId, partnerId } = await freshMatch(match);
  const chat = await db.chats.create(buildChat(memberId, partnerId, { created_at: clock.now() - (count + 1) * 600_000 }));
  const firstId = Number(nextId(db.messages.all().map((message) => message.message_id)));
  // Encrypting is the slow part: each distinct text once.
  const ciphers = lines.map((text) => encryptMessage(text));
  const messages: MessageRecord[] = [];
  for (let index = 0; index < count; index += 1) {
    const fromPartner = index % 3 !== 1;
    const at = clock.now() - (count - 1 - index) * 600_000;
    const [sender, receiver] = fromPartner ? [partnerId, memberId] : [memberId, partnerId];
    const photo = index % 37 === 36;
    const line = index % lines.length;
    messages.push(
      messageRecord.parse({
        message_id: String(firstId + index),
        chat_id: chat.chat_id,
        sender_id: sender,
        receiver_id: receiver,
        read: true,
        at,
        chat_time: chatTimeOf(at),
        type: photo ? 'image' : 'text',
        message: photo ? '' : `${ciphers[line] ?? ''}`,
        upload_image: photo ? photoUrl(1 + (index % 5)) : '',
      }),
    );
  }
  for (const message of messages) await db.messages.create(message);
  return { memberId, partnerId, chatId: chat.chat_id, messages };
}

/** The texts and the name the usual script-injection probes are made of: they must show as text and run nothing. */
export const PROBE_NAME = '<img src=x onerror="window.__xss=1">';
export const PROBE_TEXTS = ['<script>window.__xss=2</script>', '<a href="javascript:window.__xss=3">click me</a>', '<img src=x onerror="window.__xss=4">'];

/** A match whose name and messages carry script-injection probes. */
export async function chatWithProbes({ memberId }: { memberId?: string } = {}): Promise<ChatScenario> {
  const { memberId: member, partnerId } = await freshMatch({ memberId, partner: { user_name: PROBE_NAME } });
  const chat = await db.chats.create(buildChat(member, partnerId));
  const firstId = Number(nextId(db.messages.all().map((message) => message.message_id)));
  const messages = PROBE_TEXTS.map((text, index) =>
    buildMessage(chat, partnerId, member, { text }, { message_id: String(firstId + index), at: clock.now() - (PROBE_TEXTS.length - index) * 60_000 }),
  );
  for (const message of messages) await db.messages.create(message);
  return { memberId: member, partnerId, chatId: chat.chat_id, messages };
}

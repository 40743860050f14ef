import { db } from '../db/database';
import type { MessageRecord } from '../db/records';
import { buildChat, buildMessage } from '../factories/chats';
import { nextId } from '../factories/ids';
import { clock } from '../lib/clock';
import { freshMatch, type FreshMatchOptions, type Pair } from './fresh-match';

export interface ChatWithMessagesOptions extends FreshMatchOptions {
  /** How many messages, alternating, the partner's first. 0 gives an opened chat with nothing said. */
  count?: number;
  /** How many of the last messages the partner sent stay unread by the member. */
  unread?: number;
}

export interface ChatScenario extends Pair {
  chatId: string;
  /** In order, oldest first; texts are "Message 1", "Message 2"… */
  messages: MessageRecord[];
}

/** A fresh match with a chat of `count` messages, one a minute, the last just now. */
export async function chatWithMessages({ count = 10, unread = 0, ...match }: ChatWithMessagesOptions = {}): Promise<ChatScenario> {
  const { memberId, partnerId } = await freshMatch(match);
  const chat = await db.chats.create(buildChat(memberId, partnerId, { created_at: clock.now() - (count + 1) * 60_000 }));
  const firstId = Number(nextId(db.messages.all().map((message) => message.message_id)));
  let unreadLeft = unread;
  const built = Array.from({ length: count }, (_, index) => ({ index, fromPartner: index % 2 === 0 }));
  const messages: MessageRecord[] = [];
  // Unread messages are the partner's latest ones, counted from the end.
  for (const { index, fromPartner } of [...built].reverse()) {
    const read = !(fromPartner && unreadLeft > 0);
    if (!read) unreadLeft -= 1;
    const [sender, receiver] = fromPartner ? [partnerId, memberId] : [memberId, partnerId];
    messages.unshift(
      buildMessage(chat, sender, receiver, { text: `Message ${index + 1}` }, { message_id: String(firstId + index), at: clock.now() - (count - 1 - index) * 60_000, read }),
    );
  }
  for (const message of messages) await db.messages.create(message);
  return { memberId, partnerId, chatId: chat.chat_id, messages };
}

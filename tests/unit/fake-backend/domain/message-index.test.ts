import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/shared/api/api';
import { db } from '@mocks/db/database';
import type { MessageRecord } from '@mocks/db/records';
import { lastMessageAfter, messageIn, messagesInChat, highestSequenceOfAll, storedRepeatOf, unreadChatsOf, unreadCountIn } from '@mocks/db/message-index';
import { indexedChatById, indexedChatsOf } from '@mocks/db/chat-index';
import { clearChat, markRead, storeMessage } from '@mocks/domain/chat-messages';
import { forgetPendingReplies, onMemberMessage, READING_MS, TYPING_MAX_MS } from '@mocks/people/partner-replies';
import { isSimulatedPerson } from '@mocks/people/simulated-people';
import { sendingRefusal } from '@mocks/domain/chat-pairs';
import { longChat } from '@mocks/scenarios/long-chat';
import { buildMessage } from '@mocks/factories/chats';
import { clock } from '@mocks/lib/clock';
import { signIn } from '@mocks/testing/sign-in';

/**
 * The messages' and chats' indexes (decision 016) answer what a scan of the
 * collections would, whichever way the records were written, and the chat list
 * and counts read no message outside the index.
 */
const ME = '1';

afterEach(() => {
  forgetPendingReplies();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** What the index answers, worked out again by scanning the collection. */
function byScan(chatId: string, receiverId: string) {
  const inChat = db.messages
    .findMany((q) => q.where({ chat_id: chatId }))
    .sort((a, b) => a.at - b.at || Number(a.message_id) - Number(b.message_id));
  return {
    ordered: inChat.map((message) => message.message_id),
    unread: inChat.filter((message) => message.receiver_id === receiverId && !message.read).length,
    highest: Math.max(0, ...db.messages.all().map((message) => Number(message.message_id))),
  };
}

function byIndex(chatId: string, receiverId: string) {
  return {
    ordered: messagesInChat(chatId).map((message) => message.message_id),
    unread: unreadCountIn(chatId, receiverId),
    highest: highestSequenceOfAll(),
  };
}

describe('the messages index', () => {
  it('agrees with a scan through stores, out-of-order seeds, reads, updates, deletes and a cleared collection', async () => {
    await signIn('regular');
    const chats = indexedChatsOf(ME);
    const [chat] = chats;
    if (!chat) throw new Error('the seed gives the regular member chats');
    const partnerId = chat.member_ids.find((id) => id !== ME) ?? '';
    expect(byIndex(chat.chat_id, ME)).toEqual(byScan(chat.chat_id, ME));

    // A seed may write messages in any order of time: each takes its place.
    const base = Number(highestSequenceOfAll()) + 1;
    for (const [offset, at] of [
      [0, clock.now() - 5_000],
      [1, clock.now() - 50_000],
      [2, clock.now() - 500],
    ] as const) {
      await db.messages.create(buildMessage(chat, partnerId, ME, { text: `seeded ${offset}` }, { message_id: String(base + offset), at, read: false }));
    }
    expect(byIndex(chat.chat_id, ME)).toEqual(byScan(chat.chat_id, ME));

    const { record, created } = await storeMessage({
      chat_id: chat.chat_id,
      sender_id: ME,
      receiver_id: partnerId,
      type: 'text',
      message: 'cipher',
      upload_image: '',
      chat_time: '42',
    });
    expect(created).toBe(true);
    expect(storedRepeatOf(record)).toBe(record);
    expect(messageIn(chat.chat_id, record.message_id)).toBe(record);
    expect(messageIn(chat.chat_id, '0')).toBeUndefined();
    expect((await storeMessage({ ...record })).created).toBe(false);
    expect(lastMessageAfter(chat.chat_id, 0)?.message_id).toBe(record.message_id);

    await markRead(chat.chat_id, ME);
    expect(byIndex(chat.chat_id, ME)).toEqual(byScan(chat.chat_id, ME));
    expect(unreadChatsOf(ME).has(chat.chat_id)).toBe(false);

    await db.messages.update((q) => q.where({ message_id: String(base + 1) }), {
      data(message: MessageRecord) {
        message.at = clock.now() + 1_000;
        message.read = false;
      },
    });
    expect(byIndex(chat.chat_id, ME)).toEqual(byScan(chat.chat_id, ME));
    expect(lastMessageAfter(chat.chat_id, 0)?.message_id).toBe(String(base + 1));

    db.messages.deleteMany((q) => q.where({ message_id: record.message_id }));
    expect(byIndex(chat.chat_id, ME)).toEqual(byScan(chat.chat_id, ME));
    expect(storedRepeatOf(record)).toBeUndefined();

    // Two messages of one identity can only be written past storeMessage: the second stands in when the first goes.
    const twin = { chat_id: chat.chat_id, sender_id: ME, receiver_id: partnerId, type: 'text' as const, message: 'twin', upload_image: '', chat_time: '9', read: true, at: clock.now() };
    const first = await db.messages.create({ ...twin, message_id: String(base + 10) });
    const second = await db.messages.create({ ...twin, message_id: String(base + 11) });
    expect(storedRepeatOf(twin)).toBe(first);
    db.messages.deleteMany((q) => q.where({ message_id: first.message_id }));
    expect(storedRepeatOf(twin)).toBe(second);
    db.messages.deleteMany((q) => q.where({ message_id: second.message_id }));
    expect(storedRepeatOf(twin)).toBeUndefined();

    await clearChat(chat.chat_id, ME);
    const cleared = db.chatClears.findFirst((q) => q.where({ chat_id: chat.chat_id, user_id: ME }))?.through_seq ?? 0;
    expect(lastMessageAfter(chat.chat_id, cleared)).toBeUndefined();

    // clear() fires the delete hook for only some records: the index notices and rebuilds.
    const kept = [...db.messages.all()];
    db.messages.clear();
    expect(messagesInChat(chat.chat_id)).toEqual([]);
    for (const message of kept.slice(0, 5)) await db.messages.create(message);
    for (const { chat_id } of kept.slice(0, 5)) expect(byIndex(chat_id, ME)).toEqual(byScan(chat_id, ME));
  });

  it('finds chats by id and member as the collection holds them, after a clear too', async () => {
    await signIn('regular');
    const scanned = db.chats.findMany((q) => q.where((chat) => chat.member_ids.includes(ME)));
    expect(indexedChatsOf(ME).map((chat) => chat.chat_id).sort()).toEqual(scanned.map((chat) => chat.chat_id).sort());
    const [first] = scanned;
    expect(first && indexedChatById(first.chat_id)).toEqual(first);
    db.chats.clear();
    expect(indexedChatsOf(ME)).toEqual([]);
  });
});

describe('what the chat calls read', () => {
  it('answers the chat list, the counts and a send without querying the messages or the relations, 1,000 messages in one chat', async () => {
    await signIn('regular');
    const { chatId, partnerId } = await longChat({ memberId: ME, count: 1_000 });
    // Neither the messages nor the relations between members (likes, blocks, favourites, clearings) nor the chats are scanned.
    const scanned = [db.messages, db.likes, db.blocks, db.chatFavorites, db.chatClears, db.chats, db.visits] as const;
    const queries = scanned.flatMap((collection) => [vi.spyOn(collection, 'findMany'), vi.spyOn(collection, 'findFirst')]);
    queries.push(vi.spyOn(db.messages, 'all'));

    const { matches } = await api.call('webgetchat', { user_id: ME, search_key: '', sort: 'all', timestamp: '1', limit: '100' });
    expect(matches.find((row) => row.chat_id === chatId)?.message).not.toBe('');
    const { result } = await api.call('webgetcounts', { user_id: ME });
    expect(Number(result.message)).toBeGreaterThan(0);
    await api.call('websendmessage', { sender_id: ME, chat_id: chatId, receiver_id: partnerId, message: 'cipher', chat_time: '7', upload_image: '' });

    for (const query of queries) expect(query).not.toHaveBeenCalled();
  });

  it("plans, types and sends a simulated partner's reply without querying the messages, 1,000 messages in the chat", async () => {
    await signIn('regular');
    const chat = indexedChatsOf(ME).find((candidate) => {
      const partner = candidate.member_ids.find((id) => id !== ME) ?? '';
      return isSimulatedPerson(partner) && sendingRefusal(candidate, ME, partner) === undefined;
    });
    if (!chat) throw new Error('the seed gives the regular member a chat with a seeded partner');
    const partnerId = chat.member_ids.find((id) => id !== ME) ?? '';
    for (let index = 0; index < 1_000; index += 1) {
      await storeMessage({ chat_id: chat.chat_id, sender_id: partnerId, receiver_id: ME, type: 'text', message: `old ${index}`, upload_image: '', chat_time: String(index) });
    }
    vi.useFakeTimers();
    const queries = [vi.spyOn(db.messages, 'findMany'), vi.spyOn(db.messages, 'findFirst'), vi.spyOn(db.messages, 'all')];

    const { record } = await storeMessage({ chat_id: chat.chat_id, sender_id: ME, receiver_id: partnerId, type: 'text', message: 'cipher', upload_image: '', chat_time: '1001' });
    onMemberMessage(record, 'en');
    await vi.advanceTimersByTimeAsync(READING_MS + TYPING_MAX_MS + 100);

    expect(messagesInChat(chat.chat_id).at(-1)).toMatchObject({ sender_id: partnerId, receiver_id: ME });
    for (const query of queries) expect(query).not.toHaveBeenCalled();
  });
});

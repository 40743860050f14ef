import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/shared/api/api';
import type { ChatEmits, ChatListens } from '@/shared/api/contract/chat-events';
import { decryptMessage, encryptMessage } from '@/shared/lib/message-cipher';
import type { ChatSocket } from '@/shared/ports/chat-socket';
import { connectFakeChat } from '@mocks/chat-server/connect';
import { network } from '@mocks/controls/network';
import { requestLog } from '@mocks/controls/request-log';
import { stopFakeChatServer } from '@mocks/chat-server/mock-socket-server';
import { visibleMessages } from '@mocks/domain/chat-messages';
import { chatOfPair } from '@mocks/domain/chat-pairs';
import { areMatched } from '@mocks/domain/matches';
import { db } from '@mocks/db/database';
import { resetDatabase } from '@mocks/node';
import { likesBack, onLiked } from '@mocks/people/like-back';
import { planReply, READING_MS, TYPING_MAX_MS, TYPING_MIN_MS } from '@mocks/people/partner-replies';
import { signInAs } from '../support/sign-in';

/**
 * The in-page chat server on mock-socket, driven through the app's ChatSocket
 * interface. The regular member (1) is matched with 170..179 (seed): 170 is a
 * plain chat, 173 a chat the member blocked. Seeded people are played by the
 * fake backend, so 170 answers; the tests also connect "as" 170 to watch what
 * reaches the partner's side.
 */
const ME = '1';
const PARTNER = '170';
const BLOCKED_PARTNER = '173';

function chatIdWith(partnerId: string): string {
  const chat = chatOfPair(ME, partnerId);
  if (!chat) throw new Error(`no seeded chat with ${partnerId}`);
  return chat.chat_id;
}

function connectAs(userId: string): ChatSocket {
  const socket = connectFakeChat();
  socket.emit('join', { join_id: userId });
  return socket;
}

function heard<E extends keyof ChatListens>(socket: ChatSocket, event: E): ChatListens[E][] {
  const received: ChatListens[E][] = [];
  socket.on(event, (payload) => received.push(payload));
  return received;
}

/** mock-socket opens connections and carries client frames after a few milliseconds. */
async function settle(ms = 10): Promise<void> {
  await vi.advanceTimersByTimeAsync(ms);
}

function textMessage(chatId: string, receiverId: string, text: string, chatTime = '1793534400'): ChatEmits['message'] {
  return {
    chat_id: chatId,
    sender_id: ME,
    receiver_id: receiverId,
    language: 'en',
    message: { message: encryptMessage(text), upload_image: '', chatTime, type: 'text' },
  };
}

const warnings = () => vi.spyOn(console, 'warn').mockImplementation(() => undefined);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  stopFakeChatServer();
  network.clear();
  requestLog.clear();
  vi.useRealTimers();
});

describe('join and typing', () => {
  it('delivers typing to the receiver only, as receivetyping then receiveuntyping', async () => {
    const me = connectAs(ME);
    const partner = connectAs(PARTNER);
    const bystander = connectAs('2');
    const partnerTyping = heard(partner, 'receivetyping');
    const partnerUntyping = heard(partner, 'receiveuntyping');
    const myTyping = heard(me, 'receivetyping');
    const bystanderTyping = heard(bystander, 'receivetyping');
    await settle();

    const parties = { chatid: chatIdWith(PARTNER), sender_id: ME, receiver_id: PARTNER };
    me.emit('typing', { ...parties, message: 'type' });
    await settle();
    me.emit('typing', { ...parties, message: 'untype' });
    await settle();

    expect(partnerTyping).toEqual([parties]);
    expect(partnerUntyping).toEqual([parties]);
    expect(myTyping).toEqual([]);
    expect(bystanderTyping).toEqual([]);
  });

  it('does not deliver to a member who has not joined, nor after they disconnect', async () => {
    const me = connectAs(ME);
    const listening = connectFakeChat();
    const unjoined = heard(listening, 'receivetyping');
    const partner = connectAs(PARTNER);
    const partnerTyping = heard(partner, 'receivetyping');
    await settle();
    partner.disconnect();
    await settle();

    me.emit('typing', { chatid: chatIdWith(PARTNER), sender_id: ME, receiver_id: PARTNER, message: 'type' });
    await settle();
    expect(unjoined).toEqual([]);
    expect(partnerTyping).toEqual([]);
  });

  it('drops a join for an unknown member and events sent for a member the connection did not join as', async () => {
    const warn = warnings();
    const impostor = connectAs('99999');
    const partner = connectAs(PARTNER);
    const partnerTyping = heard(partner, 'receivetyping');
    await settle();
    impostor.emit('typing', { chatid: chatIdWith(PARTNER), sender_id: ME, receiver_id: PARTNER, message: 'type' });
    await settle();
    expect(partnerTyping).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("dropped 'join': unknown member"), expect.anything());
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("dropped 'typing': the connection did not join as the sender"), expect.anything());
  });

  it('drops events that break the contract, with a warning', async () => {
    const warn = warnings();
    const me = connectAs(ME);
    const partner = connectAs(PARTNER);
    const partnerHeard = [heard(partner, 'receivetyping'), heard(partner, 'broad')];
    await settle();
    me.emit('typing', { chatid: chatIdWith(PARTNER), sender_id: ME, receiver_id: PARTNER, message: 'typing...' } as unknown as ChatEmits['typing']);
    me.emit('message', { chat_id: chatIdWith(PARTNER), sender_id: ME } as unknown as ChatEmits['message']);
    await settle();
    expect(partnerHeard.flat()).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("dropped 'typing': message"), expect.anything());
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("dropped 'message'"), expect.anything());
  });
});

describe('messages', () => {
  it('stores a message and delivers it as broad to both parties', async () => {
    const me = connectAs(ME);
    const partner = connectAs(PARTNER);
    const partnerBroad = heard(partner, 'broad');
    const myBroad = heard(me, 'broad');
    await settle();

    const chatId = chatIdWith(PARTNER);
    const sent = textMessage(chatId, PARTNER, 'Are you free tonight?');
    me.emit('message', sent);
    await settle();

    expect(partnerBroad).toEqual([sent]);
    // The sender's own connections get it too, as the server holds it.
    expect(myBroad).toEqual([sent]);
    const stored = visibleMessages(chatId, ME).at(-1);
    expect(stored).toMatchObject({ sender_id: ME, receiver_id: PARTNER, type: 'text', message: sent.message.message, chat_time: '1793534400' });

    // And the chat screen's call reads it back.
    await signInAs('free@demo.test');
    const { chats } = await api.call('webgetchatmessage', { user_id: ME, chat_id: chatId });
    expect(decryptMessage(chats.at(-1)?.message ?? '')).toBe('Are you free tonight?');
  });

  it('stores and delivers a message emitted twice once; the repeat is echoed to the sending connection only', async () => {
    const me = connectAs(ME);
    const myOtherTab = connectAs(ME);
    const partner = connectAs(PARTNER);
    const partnerBroad = heard(partner, 'broad');
    const myBroad = heard(me, 'broad');
    const otherTabBroad = heard(myOtherTab, 'broad');
    await settle();
    const chatId = chatIdWith(PARTNER);
    const before = visibleMessages(chatId, ME).length;
    const sent = textMessage(chatId, PARTNER, 'Hello?');
    me.emit('message', sent);
    me.emit('message', sent);
    await settle();
    expect(visibleMessages(chatId, ME)).toHaveLength(before + 1);
    expect(partnerBroad).toEqual([sent]);
    expect(otherTabBroad).toEqual([sent]);
    // The retrying connection hears its repeat confirmed (its outbox waits for that echo).
    expect(myBroad).toEqual([sent, sent]);
  });

  it('a socket repeat of a message the send call stored first reaches the partner once', async () => {
    const me = connectAs(ME);
    const partner = connectAs(PARTNER);
    const partnerBroad = heard(partner, 'broad');
    const myBroad = heard(me, 'broad');
    await settle();
    const chatId = chatIdWith(PARTNER);
    const sent = textMessage(chatId, PARTNER, 'Both ways');
    await signInAs('free@demo.test');
    await api.call('websendmessage', { sender_id: ME, chat_id: chatId, receiver_id: PARTNER, message: sent.message.message, chat_time: sent.message.chatTime, upload_image: '' });
    me.emit('message', sent);
    await settle();
    expect(partnerBroad.map((message) => message.message.message)).toEqual([sent.message.message]);
    expect(myBroad.map((message) => message.message.message)).toEqual([sent.message.message, sent.message.message]);
  });

  it('refuses a blocked pair: nothing stored, nothing delivered', async () => {
    const warn = warnings();
    const me = connectAs(ME);
    const partner = connectAs(BLOCKED_PARTNER);
    const heardByEither = [heard(partner, 'broad'), heard(me, 'broad'), heard(partner, 'receivetyping')];
    await settle();

    const chatId = chatIdWith(BLOCKED_PARTNER);
    const before = visibleMessages(chatId, ME).length;
    me.emit('typing', { chatid: chatId, sender_id: ME, receiver_id: BLOCKED_PARTNER, message: 'type' });
    me.emit('message', textMessage(chatId, BLOCKED_PARTNER, 'Hi'));
    await settle(5_000);

    expect(heardByEither.flat()).toEqual([]);
    expect(visibleMessages(chatId, ME)).toHaveLength(before);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("dropped 'message': Unblock to message"), expect.anything());
  });
});

describe('the people on the other side', () => {
  it('a seeded partner types, then replies after a delay that follows the seed', async () => {
    const me = connectAs(ME);
    const typing = heard(me, 'receivetyping');
    const untyping = heard(me, 'receiveuntyping');
    const broad = heard(me, 'broad');
    await settle();

    const chatId = chatIdWith(PARTNER);
    me.emit('message', textMessage(chatId, PARTNER, 'Hi there!'));
    await settle();
    const mine = visibleMessages(chatId, ME).at(-1);
    if (!mine) throw new Error('the message was not stored');
    const plan = planReply(mine);
    if (!plan) throw new Error('no reply planned');
    // The same data plans the same reply.
    expect(planReply(mine)).toEqual(plan);
    expect(plan.delayMs).toBeGreaterThanOrEqual(READING_MS + TYPING_MIN_MS);
    expect(plan.delayMs).toBeLessThanOrEqual(READING_MS + TYPING_MAX_MS);
    expect(broad).toHaveLength(1);

    const parties = { chatid: chatId, sender_id: PARTNER, receiver_id: ME };
    await settle(READING_MS);
    expect(typing).toEqual([parties]);
    expect(untyping).toEqual([]);

    await settle(plan.delayMs - READING_MS - 20);
    expect(broad).toHaveLength(1);
    await settle(20);
    expect(untyping).toEqual([parties]);
    expect(broad).toHaveLength(2);
    const reply = broad[1];
    expect(reply).toMatchObject({ chat_id: chatId, sender_id: PARTNER, receiver_id: ME, message: { type: 'text', upload_image: '' } });
    expect(decryptMessage(reply?.message.message ?? '')).toBe(plan.text);
    expect(visibleMessages(chatId, ME).at(-1)).toMatchObject({ sender_id: PARTNER, message: reply?.message.message, read: false });
  });

  it('answers a burst of messages once', async () => {
    const me = connectAs(ME);
    const broad = heard(me, 'broad');
    await settle();
    const chatId = chatIdWith(PARTNER);
    me.emit('message', textMessage(chatId, PARTNER, 'One', '1793534400'));
    me.emit('message', textMessage(chatId, PARTNER, 'Two', '1793534401'));
    await settle(READING_MS + TYPING_MAX_MS + 100);
    expect(broad.filter((message) => message.sender_id === PARTNER)).toHaveLength(1);
  });

  it('stays silent when the member blocks them before the reply', async () => {
    const me = connectAs(ME);
    const broad = heard(me, 'broad');
    await settle();
    const chatId = chatIdWith(PARTNER);
    me.emit('message', textMessage(chatId, PARTNER, 'Hi'));
    await settle();

    await signInAs('free@demo.test');
    await api.call('webblockchat', { user_id: ME, block_user_id: PARTNER });

    await settle(READING_MS + TYPING_MAX_MS + 100);
    expect(broad.filter((message) => message.sender_id === PARTNER)).toEqual([]);
  });

  it('replies to a message sent through websendmessage too, delivering both as broad', async () => {
    const me = connectAs(ME);
    const broad = heard(me, 'broad');
    await settle();
    const chatId = chatIdWith(PARTNER);

    await signInAs('free@demo.test');
    const cipherText = encryptMessage('Sent by the call');
    await api.call('websendmessage', { sender_id: ME, chat_id: chatId, receiver_id: PARTNER, message: cipherText, chat_time: '1793534400', upload_image: '' });
    await settle(0);

    expect(broad.map((message) => message.message.message)).toEqual([cipherText]);
    await settle(READING_MS + TYPING_MAX_MS + 100);
    expect(broad.map((message) => message.sender_id)).toEqual([ME, PARTNER]);
  });
});

describe('people who like back', () => {
  it('a seeded person whose id is divisible by 3 likes the member back, once', async () => {
    // 303 is nobody's reserved person: no like between them and the member yet.
    expect(likesBack('303')).toBe(true);
    await db.likes.create({ from_id: ME, to_id: '303', type: 'like', at: 0 });
    await expect(onLiked(ME, '303')).resolves.toBe(true);
    expect(areMatched(ME, '303')).toBe(true);
    await expect(onLiked(ME, '303')).resolves.toBe(false);
    expect(db.likes.findMany((q) => q.where({ from_id: '303', to_id: ME }))).toHaveLength(1);
  });

  it('others, demo accounts and a blocked pair do not', async () => {
    expect(likesBack('304')).toBe(false);
    expect(likesBack('3')).toBe(false);
    await expect(onLiked(ME, '304')).resolves.toBe(false);
    await db.blocks.create({ blocker_id: '306', blocked_id: ME, at: 0 });
    await expect(onLiked(ME, '306')).resolves.toBe(false);
  });
});

describe('the chat seed', () => {
  it('is the same on every reseed with the same seed, ciphertexts included', async () => {
    const snapshot = () => ({
      chats: db.chats.all().map((chat) => ({ ...chat })),
      messages: db.messages.all().map((message) => ({ ...message })),
      blocks: db.blocks.all().map((block) => ({ ...block })),
    });
    await resetDatabase();
    const first = snapshot();
    await resetDatabase();
    expect(snapshot()).toEqual(first);
    expect(first.chats.length).toBeGreaterThan(16);
  });
});

describe('faults injected per chat event', () => {
  it('a lost broad still leaves the message stored, and the log says so', async () => {
    network.injectChatFault('broad', 'network-failure');
    const me = connectAs(ME);
    const partner = connectAs(PARTNER);
    const partnerBroad = heard(partner, 'broad');
    await settle();
    const chatId = chatIdWith(PARTNER);
    const before = visibleMessages(chatId, ME).length;
    me.emit('message', textMessage(chatId, PARTNER, 'Lost on the way'));
    await settle();
    expect(partnerBroad).toEqual([]);
    expect(visibleMessages(chatId, ME)).toHaveLength(before + 1);
    expect(requestLog.entries()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'chat', name: 'message', outcome: 'stored' }),
        expect.objectContaining({ kind: 'chat', name: 'broad', outcome: 'network failure' }),
      ]),
    );
  });

  it('a malformed event reaches the client as a payload that breaks the contract', async () => {
    network.injectChatFault('receivetyping', 'malformed-response');
    const me = connectAs(ME);
    const partner = connectAs(PARTNER);
    const partnerTyping = heard(partner, 'receivetyping');
    await settle();
    me.emit('typing', { chatid: chatIdWith(PARTNER), sender_id: ME, receiver_id: PARTNER, message: 'type' });
    await settle();
    expect(partnerTyping).toEqual([{ unexpected: 'This event does not match the contract' }]);
  });

  it('a slow message arrives eight seconds late; a failing server never handles it', async () => {
    network.injectChatFault('message', 'slow');
    const me = connectAs(ME);
    const partner = connectAs(PARTNER);
    const partnerBroad = heard(partner, 'broad');
    await settle();
    const chatId = chatIdWith(PARTNER);
    me.emit('message', textMessage(chatId, PARTNER, 'Slowly'));
    await settle(7_900);
    expect(partnerBroad).toEqual([]);
    await settle(200);
    expect(partnerBroad).toHaveLength(1);

    network.injectChatFault('message', 'server-error');
    const before = visibleMessages(chatId, ME).length;
    me.emit('message', textMessage(chatId, PARTNER, 'Never handled', '1793534499'));
    await settle();
    expect(visibleMessages(chatId, ME)).toHaveLength(before);
  });
});

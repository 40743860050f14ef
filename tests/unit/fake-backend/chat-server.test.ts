import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/shared/api/api';
import type { ChatEmits, ChatHandshake, ChatListens } from '@/shared/api/contract/chat-events';
import { decryptMessage, encryptMessage } from '@/shared/lib/message-cipher';
import type { ChatSocket, ChatSocketLifecycle } from '@/shared/ports/chat-socket';
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
import { clock } from '@mocks/lib/clock';
import { SESSION_LIFETIME_MS } from '@/shared/api/rules';
import { planReply, READING_MS, TYPING_MAX_MS, TYPING_MIN_MS } from '@mocks/people/partner-replies';
import { signIn } from '@mocks/testing/sign-in';

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

/** What the app presents for the member: a token of theirs the fake backend issued, and their id. */
async function handshakeOf(userId: string): Promise<ChatHandshake> {
  const { token } = await signIn({ memberId: userId });
  return { token, user_id: userId };
}

/** A connection with the member's own token, joined as them. */
async function connectAs(userId: string): Promise<ChatSocket> {
  const socket = connectFakeChat(await handshakeOf(userId));
  socket.emit('join', { join_id: userId });
  return socket;
}

/** The messages of the connect_errors the server answered (socket.io's lifecycle event, beside the contract's). */
function refusalsOf(socket: ChatSocket): string[] {
  const messages: string[] = [];
  (socket as unknown as ChatSocketLifecycle).on('connect_error', (error) => messages.push(error.message));
  return messages;
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
    const me = await connectAs(ME);
    const partner = await connectAs(PARTNER);
    const bystander = await connectAs('2');
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
    const me = await connectAs(ME);
    // Connected with the member's own token, but never joined.
    const listening = connectFakeChat(await handshakeOf('2'));
    const unjoined = heard(listening, 'receivetyping');
    const partner = await connectAs(PARTNER);
    const partnerTyping = heard(partner, 'receivetyping');
    await settle();
    partner.disconnect();
    await settle();

    me.emit('typing', { chatid: chatIdWith(PARTNER), sender_id: ME, receiver_id: PARTNER, message: 'type' });
    await settle();
    expect(unjoined).toEqual([]);
    expect(partnerTyping).toEqual([]);
  });

  it('drops a join for an unknown member, and events from a connection that has not joined', async () => {
    const warn = warnings();
    const unjoined = connectFakeChat(await handshakeOf(ME));
    unjoined.emit('join', { join_id: '99999' });
    const partner = await connectAs(PARTNER);
    const partnerTyping = heard(partner, 'receivetyping');
    await settle();
    unjoined.emit('typing', { chatid: chatIdWith(PARTNER), sender_id: ME, receiver_id: PARTNER, message: 'type' });
    await settle();
    expect(partnerTyping).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("dropped 'join': unknown member"), expect.anything());
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("dropped 'typing': the connection did not join as the sender"), expect.anything());
  });

  it('drops events that break the contract, with a warning', async () => {
    const warn = warnings();
    const me = await connectAs(ME);
    const partner = await connectAs(PARTNER);
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

describe("the handshake: a connection is only its token member's", () => {
  /** Both parties of ME's chat with PARTNER, on their own tokens, and what ME's connection hears. */
  async function chatParties() {
    const me = await connectAs(ME);
    const partner = await connectAs(PARTNER);
    return { me, partner, myBroad: heard(me, 'broad'), myTyping: heard(me, 'receivetyping'), partnerBroad: heard(partner, 'broad') };
  }

  /** The partner types to ME and writes to ME: what a connection of ME's room hears. */
  async function partnerWritesToMe(partner: ChatSocket, text: string): Promise<void> {
    const chatId = chatIdWith(PARTNER);
    partner.emit('typing', { chatid: chatId, sender_id: PARTNER, receiver_id: ME, message: 'type' });
    partner.emit('message', { ...textMessage(chatId, ME, text), sender_id: PARTNER });
    await settle();
  }

  it("refuses a connection without a token with connect_error 'Invalid access': it cannot join, send, or hear", async () => {
    const { partner, myBroad, myTyping, partnerBroad } = await chatParties();
    const anonymous = connectFakeChat({} as ChatHandshake);
    const refusals = refusalsOf(anonymous);
    const anonymousHeard = [heard(anonymous, 'broad'), heard(anonymous, 'receivetyping')];
    // An impostor's steps: join as a member, then write in their name.
    anonymous.emit('join', { join_id: ME });
    anonymous.emit('message', textMessage(chatIdWith(PARTNER), PARTNER, 'Written by nobody'));
    await settle();
    const before = visibleMessages(chatIdWith(PARTNER), ME).length;
    await partnerWritesToMe(partner, 'For my member only');

    expect(refusals).toEqual(['Invalid access']);
    expect(anonymousHeard.flat()).toEqual([]);
    // The member's own connection heard the partner: the events were there to steal.
    expect(myTyping).toHaveLength(1);
    expect(myBroad.map((message) => decryptMessage(message.message.message))).toEqual(['For my member only']);
    expect(partnerBroad.map((message) => message.sender_id)).toEqual([PARTNER]);
    expect(visibleMessages(chatIdWith(PARTNER), ME)).toHaveLength(before + 1);
    expect(requestLog.entries()).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'chat', name: 'connect', outcome: 'refused: Invalid access' })]));
  });

  it('refuses a made-up token, a token of another member than the one named, and a token past its 12 hours', async () => {
    const madeUp = connectFakeChat({ token: 'made-up-token', user_id: ME });
    const someoneElses = connectFakeChat({ token: (await handshakeOf('2')).token, user_id: ME });
    const refused = [refusalsOf(madeUp), refusalsOf(someoneElses)];
    await settle();
    expect(refused).toEqual([['Invalid access'], ['Invalid access']]);

    const old = await handshakeOf(ME);
    clock.advance(SESSION_LIFETIME_MS + 1);
    const expired = connectFakeChat(old);
    const expiredRefusals = refusalsOf(expired);
    const fresh = connectFakeChat(await handshakeOf(ME));
    const freshRefusals = refusalsOf(fresh);
    await settle();
    expect(expiredRefusals).toEqual(['Invalid access']);
    expect(freshRefusals).toEqual([]);
  });

  it("lets a connection join only as its token's member, and speak only as them", async () => {
    const warn = warnings();
    const { partner, myBroad, partnerBroad } = await chatParties();
    const partnerTyping = heard(partner, 'receivetyping');
    // Member 2, signed in as themselves, tries to be member 1.
    const impostor = connectFakeChat(await handshakeOf('2'));
    const impostorHeard = [heard(impostor, 'broad'), heard(impostor, 'receivetyping')];
    impostor.emit('join', { join_id: ME });
    await settle();
    const chatId = chatIdWith(PARTNER);
    const before = visibleMessages(chatId, ME).length;
    impostor.emit('typing', { chatid: chatId, sender_id: ME, receiver_id: PARTNER, message: 'type' });
    impostor.emit('message', textMessage(chatId, PARTNER, 'Spoofed'));
    await settle();
    await partnerWritesToMe(partner, 'Not for the impostor');

    expect(impostorHeard.flat()).toEqual([]);
    expect(partnerTyping).toEqual([]);
    // Only the partner's own message: the spoofed one was neither stored nor delivered.
    expect(visibleMessages(chatId, ME)).toHaveLength(before + 1);
    expect(partnerBroad.map((message) => decryptMessage(message.message.message))).toEqual(['Not for the impostor']);
    expect(myBroad.map((message) => decryptMessage(message.message.message))).toEqual(['Not for the impostor']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("dropped 'join': not the member of the connection's token"), expect.anything());
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("dropped 'typing': the sender is not the member of the connection's token"), expect.anything());
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("dropped 'message': the sender is not the member of the connection's token"), expect.anything());
  });

  it('drops what a connection sends once its session ended, and closes it, refused as at the handshake', async () => {
    const warn = warnings();
    const { me } = await chatParties();
    const refusals = refusalsOf(me);
    await settle();
    const chatId = chatIdWith(PARTNER);
    const before = visibleMessages(chatId, ME).length;
    // The session's 12 hours pass while the connection stays open.
    clock.advance(SESSION_LIFETIME_MS + 1);
    me.emit('message', textMessage(chatId, PARTNER, 'Sent after the end'));
    await settle();

    expect(visibleMessages(chatId, ME)).toHaveLength(before);
    expect(refusals).toEqual(['Invalid access']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("dropped 'message': the session ended"), expect.anything());
  });

  it('delivers nothing more to a connection whose session ended, and closes it', async () => {
    const { me, partner, myBroad, myTyping } = await chatParties();
    const refusals = refusalsOf(me);
    await settle();
    // Every session of the member ends, as a deactivation ends them, while the connection stays open.
    db.sessions.deleteMany((q) => q.where({ user_id: ME }));
    await partnerWritesToMe(partner, 'Not for an ended session');

    expect(myTyping).toEqual([]);
    expect(myBroad).toEqual([]);
    expect(refusals).toEqual(['Invalid access']);
  });

  it('a connection on its own token joins, types and writes as its member', async () => {
    const { me, partner, partnerBroad } = await chatParties();
    const refusals = refusalsOf(me);
    const partnerTyping = heard(partner, 'receivetyping');
    await settle();
    const parties = { chatid: chatIdWith(PARTNER), sender_id: ME, receiver_id: PARTNER };
    me.emit('typing', { ...parties, message: 'type' });
    const sent = textMessage(chatIdWith(PARTNER), PARTNER, 'Mine to send');
    me.emit('message', sent);
    await settle();
    expect(refusals).toEqual([]);
    expect(partnerTyping).toEqual([parties]);
    expect(partnerBroad).toEqual([sent]);
  });
});

/** The member and a partner connected, the broad events each hears, and their chat. */
async function memberAndPartner() {
  const me = await connectAs(ME);
  const partner = await connectAs(PARTNER);
  const partnerBroad = heard(partner, 'broad');
  const myBroad = heard(me, 'broad');
  await settle();
  return { me, myBroad, partnerBroad, chatId: chatIdWith(PARTNER) };
}

describe('messages', () => {
  it('stores a message and delivers it as broad to both parties', async () => {
    const { me, myBroad, partnerBroad, chatId } = await memberAndPartner();
    const sent = textMessage(chatId, PARTNER, 'Are you free tonight?');
    me.emit('message', sent);
    await settle();

    expect(partnerBroad).toEqual([sent]);
    // The sender's own connections get it too, as the server holds it.
    expect(myBroad).toEqual([sent]);
    const stored = visibleMessages(chatId, ME).at(-1);
    expect(stored).toMatchObject({ sender_id: ME, receiver_id: PARTNER, type: 'text', message: sent.message.message, chat_time: '1793534400' });

    // And the chat screen's call reads it back.
    await signIn('regular');
    const { chats } = await api.call('webgetchatmessage', { user_id: ME, chat_id: chatId });
    expect(decryptMessage(chats.at(-1)?.message ?? '')).toBe('Are you free tonight?');
  });

  it('stores and delivers a message emitted twice once; the repeat is echoed to the sending connection only', async () => {
    const me = await connectAs(ME);
    const myOtherTab = await connectAs(ME);
    const partner = await connectAs(PARTNER);
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
    const { me, myBroad, partnerBroad, chatId } = await memberAndPartner();
    const sent = textMessage(chatId, PARTNER, 'Both ways');
    await signIn('regular');
    await api.call('websendmessage', { sender_id: ME, chat_id: chatId, receiver_id: PARTNER, message: sent.message.message, chat_time: sent.message.chatTime, upload_image: '' });
    me.emit('message', sent);
    await settle();
    expect(partnerBroad.map((message) => message.message.message)).toEqual([sent.message.message]);
    expect(myBroad.map((message) => message.message.message)).toEqual([sent.message.message, sent.message.message]);
  });

  it('refuses a blocked pair: nothing stored, nothing delivered', async () => {
    const warn = warnings();
    const me = await connectAs(ME);
    const partner = await connectAs(BLOCKED_PARTNER);
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
    const me = await connectAs(ME);
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
    const me = await connectAs(ME);
    const broad = heard(me, 'broad');
    await settle();
    const chatId = chatIdWith(PARTNER);
    me.emit('message', textMessage(chatId, PARTNER, 'One', '1793534400'));
    me.emit('message', textMessage(chatId, PARTNER, 'Two', '1793534401'));
    await settle(READING_MS + TYPING_MAX_MS + 100);
    expect(broad.filter((message) => message.sender_id === PARTNER)).toHaveLength(1);
  });

  it('stays silent when the member blocks them before the reply', async () => {
    const me = await connectAs(ME);
    const broad = heard(me, 'broad');
    await settle();
    const chatId = chatIdWith(PARTNER);
    me.emit('message', textMessage(chatId, PARTNER, 'Hi'));
    await settle();

    await signIn('regular');
    await api.call('webblockchat', { user_id: ME, block_user_id: PARTNER });

    await settle(READING_MS + TYPING_MAX_MS + 100);
    expect(broad.filter((message) => message.sender_id === PARTNER)).toEqual([]);
  });

  it('replies to a message sent through websendmessage too, delivering both as broad', async () => {
    const me = await connectAs(ME);
    const broad = heard(me, 'broad');
    await settle();
    const chatId = chatIdWith(PARTNER);

    await signIn('regular');
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
    const me = await connectAs(ME);
    const partner = await connectAs(PARTNER);
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
    const me = await connectAs(ME);
    const partner = await connectAs(PARTNER);
    const partnerTyping = heard(partner, 'receivetyping');
    await settle();
    me.emit('typing', { chatid: chatIdWith(PARTNER), sender_id: ME, receiver_id: PARTNER, message: 'type' });
    await settle();
    expect(partnerTyping).toEqual([{ unexpected: 'This event does not match the contract' }]);
  });

  it('a slow message arrives eight seconds late; a failing server never handles it', async () => {
    network.injectChatFault('message', 'slow');
    const me = await connectAs(ME);
    const partner = await connectAs(PARTNER);
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
  it('a message into a channel that never answers is lost, never handled, and the log says so', async () => {
    network.injectChatFault('message', 'no-answer');
    const { me, partnerBroad, chatId } = await memberAndPartner();
    const before = visibleMessages(chatId, ME).length;
    me.emit('message', textMessage(chatId, PARTNER, 'Into the void'));
    await settle();
    expect(partnerBroad).toEqual([]);
    expect(visibleMessages(chatId, ME)).toHaveLength(before);
    expect(requestLog.entries()).toContainEqual(expect.objectContaining({ kind: 'chat', name: 'message', outcome: 'no answer' }));
  });
});

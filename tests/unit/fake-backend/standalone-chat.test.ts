import { io, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ChatEmits, ChatEventMessage, ChatHandshake } from '@/shared/api/contract/chat-events';
import { connectChatHub } from '@/shared/chat/chat-hub';
import type { ChatSocket } from '@/shared/ports/chat-socket';
import { db } from '@mocks/db/database';
import { visibleMessages } from '@mocks/domain/chat-messages';
import { chatOfPair, chatsOf, partnerIn } from '@mocks/domain/chat-pairs';
import { forgetPendingReplies } from '@mocks/people/partner-replies';
import { server as inProcessBackend } from '@mocks/node';
import { signIn } from '@mocks/testing/sign-in';
import { startMockServer } from '@mocks/server';
import { freePort } from '../../../scripts/free-port.mjs';

/**
 * The standalone mock server's socket.io chat (mocks/server.ts) over a real
 * socket.io-client connection, in this process: the server and the test share
 * the database, so the test mints tokens as the login would. Member 1 is
 * matched with 170 (seed); member 2 plays an impostor (a valid token, another member's id).
 */
const ME = '1';
const PARTNER = '170';
const IMPOSTOR = '2';

let server: Awaited<ReturnType<typeof startMockServer>>;
let url = '';
const sockets: Socket[] = [];

beforeAll(async () => {
  // msw/node intercepts the process's HTTP (the setup's fake backend), the WebSocket upgrade included:
  // here the calls go over the real network to the standalone server.
  inProcessBackend.close();
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  server = await startMockServer({ port, root: process.cwd() });
});

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
  // The seeded partner's replies run on real timers here: none may outlive its test.
  forgetPendingReplies();
});

afterAll(async () => {
  await server.close();
});

function connect(auth: Partial<ChatHandshake>): Socket {
  // forceNew: one connection per socket, as separate devices would open them.
  const socket = io(url, { transports: ['websocket'], auth, forceNew: true, reconnection: false });
  sockets.push(socket);
  return socket;
}

async function handshakeOf(userId: string): Promise<ChatHandshake> {
  const { token } = await signIn({ memberId: userId });
  return { token, user_id: userId };
}

/** Connected on the member's own token and joined as them. */
async function joinedAs(userId: string): Promise<Socket> {
  const socket = connect(await handshakeOf(userId));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  socket.emit('join', { join_id: userId });
  return socket;
}

function refusalOf(socket: Socket): Promise<string> {
  return new Promise((resolve) => socket.once('connect_error', (error: Error) => resolve(error.message)));
}

function collect<T>(socket: Socket, event: string): T[] {
  const heard: T[] = [];
  socket.on(event, (payload: T) => heard.push(payload));
  return heard;
}

function nextBroad(socket: Socket, matches: (message: ChatEventMessage) => boolean): Promise<ChatEventMessage> {
  return new Promise((resolve) => {
    const listener = (message: ChatEventMessage) => {
      if (!matches(message)) return;
      socket.off('broad', listener);
      resolve(message);
    };
    socket.on('broad', listener);
  });
}

function textMessage(chatId: string, senderId: string, receiverId: string, cipher: string): ChatEmits['message'] {
  return { chat_id: chatId, sender_id: senderId, receiver_id: receiverId, language: 'en', message: { message: cipher, upload_image: '', chatTime: '1793534400', type: 'text' } };
}

function chatIdOf(a: string, b: string): string {
  const chat = chatOfPair(a, b);
  if (!chat) throw new Error(`no seeded chat between ${a} and ${b}`);
  return chat.chat_id;
}

describe('the standalone chat server (socket.io) authenticates its connections', () => {
  it("refuses a connection without a token, with a made-up one or with another member's, with connect_error 'Invalid access'", async () => {
    const anonymous = connect({});
    const madeUp = connect({ token: 'made-up-token', user_id: ME });
    const someoneElses = connect({ token: (await handshakeOf(IMPOSTOR)).token, user_id: ME });
    expect(await Promise.all([refusalOf(anonymous), refusalOf(madeUp), refusalOf(someoneElses)])).toEqual(['Invalid access', 'Invalid access', 'Invalid access']);
    expect([anonymous.connected, madeUp.connected, someoneElses.connected]).toEqual([false, false, false]);
  });

  it("lets a connection join and speak only as its token's member: the impostor hears nothing and stores nothing", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const me = await joinedAs(ME);
    const partner = await joinedAs(PARTNER);
    // Member 2 on their own token, trying to be member 1.
    const impostor = await joinedAs(IMPOSTOR);
    const impostorTyping = collect(impostor, 'receivetyping');
    const impostorBroad = collect<ChatEventMessage>(impostor, 'broad');
    const chatId = chatIdOf(ME, PARTNER);
    const before = visibleMessages(chatId, ME).length;
    impostor.emit('join', { join_id: ME });
    impostor.emit('typing', { chatid: chatId, sender_id: ME, receiver_id: PARTNER, message: 'type' });
    impostor.emit('message', textMessage(chatId, ME, PARTNER, 'spoofed-cipher'));

    // Then the impostor writes in a chat of their own: a connection's events are handled in order, so once
    // its echo is back the spoofed ones were handled before it.
    const ownChat = chatsOf(IMPOSTOR).find((chat) => chat.chat_id !== chatId);
    const ownPartner = ownChat && partnerIn(ownChat, IMPOSTOR);
    if (!ownChat || !ownPartner) throw new Error('no seeded chat of member 2');
    const ownEcho = nextBroad(impostor, (message) => message.message.message === 'own-cipher');
    impostor.emit('message', textMessage(ownChat.chat_id, IMPOSTOR, ownPartner, 'own-cipher'));
    await ownEcho;

    // The partner writes to member 1: member 1's connection hears it, the impostor's does not.
    const mine = nextBroad(me, (message) => message.message.message === 'for-member-1');
    partner.emit('typing', { chatid: chatId, sender_id: PARTNER, receiver_id: ME, message: 'type' });
    partner.emit('message', textMessage(chatId, PARTNER, ME, 'for-member-1'));
    await mine;

    expect(visibleMessages(chatId, ME).map((message) => message.message)).not.toContain('spoofed-cipher');
    expect(visibleMessages(chatId, ME)).toHaveLength(before + 1);
    expect(impostorTyping).toEqual([]);
    expect(impostorBroad.map((message) => message.message.message)).toEqual(['own-cipher']);
  });

  it('the app\'s hub over socket.io hears the refusal, so the app can end the session', async () => {
    const connectOverSocketIo = (auth: ChatHandshake) => connect(auth) as unknown as ChatSocket;
    const hub = connectChatHub(connectOverSocketIo, { token: 'revoked-token', user_id: ME });
    try {
      await new Promise<void>((resolve) => hub.on('refused', resolve));
    } finally {
      hub.close();
    }
  });

  it('closes a connection whose session ended at the next delivery; the hub connects again and hears the refusal', async () => {
    const connectOverSocketIo = (auth: ChatHandshake) => connect(auth) as unknown as ChatSocket;
    const hub = connectChatHub(connectOverSocketIo, await handshakeOf(ME));
    const connected = new Promise<void>((resolve) => hub.on('connected', resolve));
    hub.join(ME);
    const partner = await joinedAs(PARTNER);
    try {
      await connected;
      const heard: string[] = [];
      hub.on('message', (message) => heard.push(message.message.message));
      const refused = new Promise<void>((resolve) => hub.on('refused', resolve));
      // Every session of the member ends (as a deactivation ends them) while the connection stays open.
      db.sessions.deleteMany((q) => q.where({ user_id: ME }));
      partner.emit('message', textMessage(chatIdOf(PARTNER, ME), PARTNER, ME, 'after-the-end-cipher'));
      await refused;
      expect(heard).toEqual([]);
    } finally {
      hub.close();
    }
  });
});

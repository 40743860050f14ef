import CryptoJS from 'crypto-js';
import type { WebSocketRoute } from '@playwright/test';
import { io, type Socket } from 'socket.io-client';
import { expect, test } from './fixtures';
import { at, mainNav } from './helpers';
import { paths } from '../../src/shared/routing/paths';

/**
 * The production build (mocks disabled, no fake backend inside) against the
 * standalone mock server over real HTTP and socket.io. One chat test speaks
 * socket.io from the test alone; the other drives the chat screen while the
 * test plays the partner's side on its own socket.io connection.
 */
/** The standalone mock server playwright.config.ts starts (its port follows E2E_PORT_BASE). */
const MOCK_SERVER = `http://127.0.0.1:${Number(process.env.E2E_PORT_BASE ?? 4391) + 1}`;

async function call<T>(name: string, fields: Record<string, string>, token?: string): Promise<T> {
  const form = new FormData();
  for (const [key, value] of Object.entries({ ...fields, language: 'en' })) form.append(key, value);
  const response = await fetch(`${MOCK_SERVER}/api/${name}`, { method: 'POST', body: form, headers: token ? { Authorization: `Bearer ${token}` } : {} });
  return (await response.json()) as T;
}

/**
 * The passphrase the production build was built with (playwright.config.ts sets none: the placeholder of
 * src/shared/lib/message-cipher.ts, which this file cannot import since it reads import.meta.env).
 */
const CHAT_PASSPHRASE = process.env.VITE_CHAT_PASSPHRASE || 'amora-placeholder-chat-passphrase';
const decrypt = (cipherText: string) => CryptoJS.AES.decrypt(cipherText, CHAT_PASSPHRASE).toString(CryptoJS.enc.Utf8);
const encrypt = (text: string) => CryptoJS.AES.encrypt(text, CHAT_PASSPHRASE).toString();

type Broad = { chat_id: string; sender_id: string; message: { message: string } };

/** The next `event` whose payload `matches`: the member's other chats (another test's) use the same socket room. */
function nextEvent<T>(socket: Socket, event: string, matches: (payload: T) => boolean = () => true): Promise<T> {
  return new Promise((resolve) => {
    const listener = (payload: T) => {
      if (!matches(payload)) return;
      socket.off(event, listener);
      resolve(payload);
    };
    socket.on(event, listener);
  });
}

test('the production build signs in and shows the counts from the standalone server', async ({ page, signIn }) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${MOCK_SERVER}/api/`)) calls.push(new URL(request.url()).pathname);
  });
  await signIn('free@demo.test');
  const nav = mainNav(page);
  // The standalone server's own count, asked beside the page: the seed decides it.
  const login = await call<{ peoples: { user_id: string; token: string } }>('webemaillogin', { email: 'free@demo.test', password: 'demo1234' });
  const { result } = await call<{ result: { visitors: string; like_request: string } }>('webgetcounts', { user_id: login.peoples.user_id }, login.peoples.token);
  await expect(nav.getByRole('link', { name: `Visitors ${result.visitors} new` })).toBeVisible();
  await expect(nav.getByRole('link', { name: `Likes (${result.like_request})` })).toBeVisible();
  expect(calls).toEqual(expect.arrayContaining(['/api/webemaillogin', '/api/webonlinestatus', '/api/webprofile', '/api/webgetcounts']));
  // No service worker in a production build: the calls really left the page.
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
});

/** The chats not blocked, by id: a stable order, unlike the list's most-recent-first. */
function openChatsById<T extends { chat_id: string; block: string }>(chats: T[]): T[] {
  return chats.filter((item) => item.block === 'false').sort((a, b) => a.chat_id.localeCompare(b.chat_id, 'en', { numeric: true }));
}

test('a chat message travels over socket.io, is stored, and the partner answers', async () => {
  const login = await call<{ peoples: { user_id: string; token: string } }>('webemaillogin', { email: 'free@demo.test', password: 'demo1234' });
  const { user_id: userId, token } = login.peoples;
  const chats = await call<{ matches: Array<{ chat_id: string; user_id: string; block: string }> }>(
    'webgetchat',
    { user_id: userId, search_key: '', sort: 'all', timestamp: '0', limit: '20' },
    token,
  );
  // The open chat with the lowest id; the journey below takes the highest. Not the first of the list: that
  // is the most recent chat, and the journey below may just have written in it (its partner, busy
  // answering there, would not start typing for this test).
  const chat = openChatsById(chats.matches).at(0);
  expect(chat).toBeDefined();
  if (!chat) return;

  // The server takes only a connection whose handshake carries the member's token (docs/product/calls.md#chat-channel).
  const socket = io(MOCK_SERVER, { transports: ['websocket'], auth: { token, user_id: userId } });
  try {
    await nextEvent(socket, 'connect');
    socket.emit('join', { join_id: userId });
    const echoed = nextEvent<{ chat_id: string; message: { message: string } }>(socket, 'broad', (event) => event.chat_id === chat.chat_id);
    // Typing events of the other chats' partners (the journey below writes in another chat) are not this one's.
    const partnerTyping = nextEvent<{ chatid: string; sender_id: string }>(socket, 'receivetyping', (event) => event.chatid === chat.chat_id);
    socket.emit('message', {
      chat_id: chat.chat_id,
      sender_id: userId,
      receiver_id: chat.user_id,
      language: 'en',
      message: { message: 'U2FsdGVkX1-smoke-test-ciphertext', upload_image: '', chatTime: String(Math.floor(Date.now() / 1000)), type: 'text' },
    });
    expect((await echoed).message.message).toBe('U2FsdGVkX1-smoke-test-ciphertext');
    expect((await partnerTyping).sender_id).toBe(chat.user_id);

    const stored = await call<{ chats: Array<{ message: string; sender_id: string }> }>('webgetchatmessage', { user_id: userId, chat_id: chat.chat_id }, token);
    expect(stored.chats.some((message) => message.sender_id === userId && message.message === 'U2FsdGVkX1-smoke-test-ciphertext')).toBe(true);
  } finally {
    socket.disconnect();
  }
});

test.describe('with the network down a while', () => {
  // What the browser prints for a call the outage refuses.
  // One pattern: Playwright reads a two-element array as [value, options].
  test.use({ allowedConsoleErrors: [/Failed to load resource: net::ERR_INTERNET_DISCONNECTED \(.*\/api\/\w+:\d+\)$/] });

  test('nothing lost over real socket.io: sent while the network is down, pending, then delivered once each, in order', async ({ page, signIn }) => {
    // Two outages' worth of socket.io reconnection back-off on a loaded machine.
    test.slow();
    const login = await call<{ peoples: { user_id: string; token: string } }>('webemaillogin', { email: 'free@demo.test', password: 'demo1234' });
    const { user_id: userId, token } = login.peoples;
    // The partner is the premium demo account, whose password the test knows: the chat server lets a connection
    // speak only as its token's member, and a seeded person's token is nobody's to have. The two like each other
    // and open their chat over the API (a repeat run finds them matched already). Not the chat the test above
    // writes in (the lowest id of the seeded ones): the two may run side by side on the one server.
    const partnerLogin = await call<{ peoples: { user_id: string; token: string } }>('webemaillogin', { email: 'premium@demo.test', password: 'demo1234' });
    const { user_id: partnerId, token: partnerToken } = partnerLogin.peoples;
    await call('webmatch', { user_id: userId, follow_id: partnerId, type: 'like' }, token);
    await call('webmatch', { user_id: partnerId, follow_id: userId, type: 'like' }, partnerToken);
    const opened = await call<{ status: string; chatid: string }>('webcreatchat', { sender_id: userId, receiver_id: partnerId }, token);
    expect(opened.status).toBe('true');
    const chat = { chat_id: opened.chatid, user_id: partnerId };

    // The partner's side: its own socket.io connection to the same server, on its own token, hearing every message of the chat.
    const partner = io(MOCK_SERVER, { transports: ['websocket'], auth: { token: partnerToken, user_id: partnerId } });
    // This run's texts only: a repeat of this test (--repeat-each) may write in the same chat at the same time.
    const texts = [`Sent offline one ${Date.now()}`, `Sent offline two ${Date.now()}`];
    const heardByPartner: string[] = [];
    partner.on('broad', (event: Broad) => {
      const text = event.chat_id === chat.chat_id && event.sender_id === userId ? decrypt(event.message.message) : '';
      if (texts.includes(text)) heardByPartner.push(text);
    });
    try {
      await nextEvent(partner, 'connect');
      partner.emit('join', { join_id: chat.user_id });

      // The test is the page's network to the server: while it is down every call fails as offline, the open
      // socket.io connections drop and every new one is refused. (Chromium's own offline mode refuses new connections
      // but may leave an open WebSocket working until socket.io's missed ping, 45 s or more.) The test also reads what
      // the page sends, to know when a connection has joined the chat channel.
      let networkDown = false;
      await page.route(`${MOCK_SERVER}/api/**`, (route) => (networkDown ? route.abort('internetdisconnected') : route.continue()));
      // Per connection: whether it joined, and the events it sent before that, which the server drops.
      const connections: Array<{ socket: WebSocketRoute; joined: boolean; beforeJoin: string[] }> = [];
      await page.routeWebSocket(/\/socket\.io\//, (socket) => {
        if (networkDown) return void socket.close();
        const server = socket.connectToServer();
        const connection = { socket, joined: false, beforeJoin: [] as string[] };
        connections.push(connection);
        socket.onMessage((message) => {
          const event = typeof message === 'string' ? /^42\d*\["(\w+)"/.exec(message)?.[1] : undefined;
          if (event === 'join') connection.joined = true;
          else if (event && !connection.joined) connection.beforeJoin.push(event);
          server.send(message);
        });
        server.onMessage((message) => socket.send(message));
      });
      const joined = () => connections.filter((connection) => connection.joined).length;
      await signIn('free@demo.test');
      await page.goto(at(paths.chat.to({ receiverId: chat.user_id, chatId: chat.chat_id })));
      const input = page.getByLabel('Type a message');
      await expect(input).toBeEnabled();
      await expect.poll(joined).toBeGreaterThan(0);
      const joinedBefore = joined();

      // Down.
      networkDown = true;
      for (const { socket } of connections) await socket.close();
      await expect(page.getByRole('status').getByText('Reconnecting…')).toBeVisible();
      for (const text of texts) {
        await input.fill(text);
        await input.press('Enter');
        await expect(input).toHaveValue('');
      }
      const mine = page.locator('[data-side="mine"]');
      await expect(page.locator('[data-pending="true"]')).toHaveCount(2);
      await expect(page.locator('[data-pending="true"]').getByText('Waiting to send…')).toHaveCount(2);
      expect(heardByPartner).toEqual([]);

      // Back: socket.io reconnects by itself (a new WebSocket), and what waited goes once each, in order.
      networkDown = false;
      await expect(page.locator('[data-pending="true"]')).toHaveCount(0, { timeout: 30_000 });
      await expect.poll(joined, { timeout: 30_000 }).toBe(joinedBefore + 1);
      // The page has sent its join; the server takes it a moment later (the join goes through this test's route, the
      // partner's events do not). The server drops the typing of a connection that has not joined, so the partner
      // hearing the member type proves the join reached the server: only then can the partner's message reach the page.
      const typingHeard = nextEvent<{ chatid: string; sender_id: string }>(partner, 'receivetyping', (event) => event.chatid === chat.chat_id && event.sender_id === userId);
      await input.fill('…');
      await typingHeard;
      await input.fill('');
      // The new connection is the channel now: a message the partner sends reaches the page.
      const reply = `Partner after the outage ${Date.now()}`;
      partner.emit('message', {
        chat_id: chat.chat_id,
        sender_id: chat.user_id,
        receiver_id: userId,
        language: 'en',
        message: { message: encrypt(reply), upload_image: '', chatTime: String(Math.floor(Date.now() / 1000)), type: 'text' },
      });
      await expect(page.locator('[data-side="theirs"]').getByText(reply)).toBeVisible();

      const shown = (await mine.locator('p').allTextContents()).filter((text) => texts.includes(text));
      expect(shown).toEqual(texts);
      // The partner heard each once, in order (a repeat is echoed to the sending connection only).
      await expect.poll(() => heardByPartner).toEqual(texts);
      // The server holds each once, in order.
      const stored = await call<{ chats: Array<{ message: string; sender_id: string }> }>('webgetchatmessage', { user_id: userId, chat_id: chat.chat_id }, token);
      const storedTexts = stored.chats.filter((message) => message.sender_id === userId).map((message) => decrypt(message.message));
      expect(storedTexts.filter((text) => text.startsWith('Sent offline ') && texts.includes(text))).toEqual(texts);
      // Nothing went on a connection before its join, where the server would have dropped it.
      expect(connections.flatMap((connection) => connection.beforeJoin)).toEqual([]);
      // And the page after a reload (history from the server) shows each once.
      await page.reload();
      await expect(mine.getByText(texts[1] ?? '')).toBeVisible();
      expect((await mine.locator('p').allTextContents()).filter((text) => texts.includes(text))).toEqual(texts);
    } finally {
      partner.disconnect();
    }
  });
});

test('the standalone server serves the API reference, and its "Try it out" signs in on the fake backend', async ({ page }) => {
  await page.goto(`${MOCK_SERVER}/api/reference`);
  await expect(page.getByRole('heading', { name: 'Amora API reference' })).toBeVisible();
  // One operation per call of the contract, each a button that opens it.
  await expect(page.getByRole('button', { name: /^(POST|GET) \// })).toHaveCount(60);
  // Its name is the method and path, then the call's summary.
  await page.getByRole('button', { name: /^POST \/webemaillogin(\s|$)/ }).click();
  await page.getByRole('button', { name: 'Try it out' }).click();
  await page.getByRole('textbox', { name: 'email' }).fill('free@demo.test');
  await page.getByRole('textbox', { name: 'password' }).fill('demo1234');
  await page.getByRole('button', { name: 'Execute' }).click();
  // The answer's body as the page shows it (the headers are another block): the demo member's sign-in with a token.
  const answer = page.locator('.live-responses-table pre').filter({ hasText: '"message": "Login Successfully"' });
  await expect(answer).toContainText('"user_id": "1"');
  await expect(answer).toContainText('"token"');
});

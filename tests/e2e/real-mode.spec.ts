import { io, type Socket } from 'socket.io-client';
import { expect, test } from './fixtures';

/**
 * The production build (mocks disabled, no fake backend inside) against the
 * standalone mock server over real HTTP and socket.io. The chat screen is not
 * built yet, so the chat half speaks socket.io from the test, as the app will.
 */
/** The standalone mock server playwright.config.ts starts (its port follows E2E_PORT_BASE). */
const MOCK_SERVER = `http://127.0.0.1:${Number(process.env.E2E_PORT_BASE ?? 4391) + 1}`;

async function call<T>(name: string, fields: Record<string, string>, token?: string): Promise<T> {
  const form = new FormData();
  for (const [key, value] of Object.entries({ ...fields, language: 'en' })) form.append(key, value);
  const response = await fetch(`${MOCK_SERVER}/api/${name}`, { method: 'POST', body: form, headers: token ? { Authorization: `Bearer ${token}` } : {} });
  return (await response.json()) as T;
}

function nextEvent<T>(socket: Socket, event: string): Promise<T> {
  return new Promise((resolve) => socket.once(event, (payload: T) => resolve(payload)));
}

test('the production build signs in and shows the counts from the standalone server', async ({ page, signIn }) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${MOCK_SERVER}/api/`)) calls.push(new URL(request.url()).pathname);
  });
  await signIn('free@demo.test');
  const nav = page.getByRole('navigation', { name: 'Main' });
  // The standalone server's own count, asked beside the page: the seed decides it.
  const login = await call<{ peoples: { user_id: string; token: string } }>('webemaillogin', { email: 'free@demo.test', password: 'demo1234' });
  const { result } = await call<{ result: { visitors: string; like_request: string } }>('webgetcounts', { user_id: login.peoples.user_id }, login.peoples.token);
  await expect(nav.getByRole('link', { name: `Visitors ${result.visitors} new` })).toBeVisible();
  await expect(nav.getByRole('link', { name: `Likes (${result.like_request})` })).toBeVisible();
  expect(calls).toEqual(expect.arrayContaining(['/api/webemaillogin', '/api/webonlinestatus', '/api/webprofile', '/api/webgetcounts']));
  // No service worker in a production build: the calls really left the page.
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
});

test('a chat message travels over socket.io, is stored, and the partner answers', async () => {
  const login = await call<{ peoples: { user_id: string; token: string } }>('webemaillogin', { email: 'free@demo.test', password: 'demo1234' });
  const { user_id: userId, token } = login.peoples;
  const chats = await call<{ matches: Array<{ chat_id: string; user_id: string; block: string }> }>(
    'webgetchat',
    { user_id: userId, search_key: '', sort: 'all', timestamp: '0', limit: '20' },
    token,
  );
  const chat = chats.matches.find((item) => item.block === 'false');
  expect(chat).toBeDefined();
  if (!chat) return;

  const socket = io(MOCK_SERVER, { transports: ['websocket'] });
  try {
    await nextEvent(socket, 'connect');
    socket.emit('join', { join_id: userId });
    const echoed = nextEvent<{ chat_id: string; message: { message: string } }>(socket, 'broad');
    const partnerTyping = nextEvent<{ chatid: string; sender_id: string }>(socket, 'receivetyping');
    socket.emit('message', {
      chat_id: chat.chat_id,
      sender_id: userId,
      receiver_id: chat.user_id,
      language: 'en',
      message: { message: 'U2FsdGVkX1-smoke-test-ciphertext', upload_image: '', chatTime: String(Math.floor(Date.now() / 1000)), type: 'text' },
    });
    expect((await echoed).chat_id).toBe(chat.chat_id);
    expect((await partnerTyping).sender_id).toBe(chat.user_id);

    const stored = await call<{ chats: Array<{ message: string; sender_id: string }> }>('webgetchatmessage', { user_id: userId, chat_id: chat.chat_id }, token);
    expect(stored.chats.some((message) => message.sender_id === userId && message.message === 'U2FsdGVkX1-smoke-test-ciphertext')).toBe(true);
  } finally {
    socket.disconnect();
  }
});

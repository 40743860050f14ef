import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io } from 'socket.io-client';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { ChatEmits, ChatEventMessage } from '@/shared/api/contract/chat-events';
import { freePort } from '../../../../scripts/free-port.mjs';
import { send, startStandaloneServer, type RunningServer } from './standalone-server';
import { PROCESS_START_MS } from '../../support/waits';

/**
 * `npm run mock-server` with MOCK_SERVER_DATA (docs/decisions/009-server-data.md), in its own process: what it
 * accepted survives a restart, a SIGKILL in the middle of a stream of writes included (an answered call is a
 * saved call), and a saved state that no longer holds stops the start instead of being seeded over.
 */
let folder: string;
let port: number;
let server: RunningServer | undefined;

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'amora-server-data-'));
  port = await freePort();
});

afterEach(async () => {
  await server?.stop();
  server = undefined;
  await rm(folder, { recursive: true, force: true });
});

const start = async () => (server = await startStandaloneServer(port, { MOCK_SERVER_DATA: folder }));

/** A small real PNG, as the app uploads one. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

interface Answer {
  status: string;
  message?: string;
  imageurl?: string;
  chatid?: string;
  chats?: { message: string }[];
  peoples?: { token: string };
  result?: { bio: string; imagess: string[] };
}

/** A call as the app sends it: multipart, with the language, and the member's token when given; a file part for `file`. */
async function call(name: string, fields: Record<string, string>, token?: string, file?: Buffer): Promise<Answer> {
  const boundary = '----amora-data-folder-test';
  const parts = Object.entries({ language: 'en', ...fields }).map(
    ([field, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n${value}\r\n`,
  );
  const filePart = file
    ? [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n`), file, Buffer.from('\r\n')]
    : [];
  const body = Buffer.concat([Buffer.from(parts.join('')), ...filePart, Buffer.from(`--${boundary}--\r\n`)]);
  const headers: Record<string, string> = { 'Content-Type': `multipart/form-data; boundary=${boundary}` };
  if (token) headers.Authorization = `Bearer ${token}`;
  const answer = await send(port, { path: `/api/${name}`, headers, body });
  return JSON.parse(answer.body) as Answer;
}

async function signIn(email: string): Promise<string> {
  const answer = await call('webemaillogin', { email, password: 'demo1234' });
  if (!answer.peoples) throw new Error(`no sign-in for ${email}: ${answer.message ?? ''}`);
  return answer.peoples.token;
}

/**
 * Sends a text over the socket.io chat as member `userId` and resolves once its echo is back: stored in the
 * database, not saved yet (a change no call answers is saved 100 ms later, or at SIGTERM).
 */
async function sendOverChat(userId: string, token: string, chatId: string, receiverId: string, text: string): Promise<void> {
  const socket = io(`http://127.0.0.1:${port}`, { transports: ['websocket'], auth: { token, user_id: userId }, forceNew: true, reconnection: false });
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    const echo = new Promise<void>((resolve) => socket.on('broad', (message: ChatEventMessage) => message.message.message === text && resolve()));
    socket.emit('join', { join_id: userId });
    const message: ChatEmits['message'] = {
      chat_id: chatId,
      sender_id: userId,
      receiver_id: receiverId,
      language: 'en',
      message: { message: text, upload_image: '', chatTime: '1793534400', type: 'text' },
    };
    socket.emit('message', message);
    await echo;
  } finally {
    socket.disconnect();
  }
}

const bioOf = async (userId: string, token: string) => (await call('webprofile', { user_id: userId }, token)).result?.bio;

it('keeps a profile edit, an uploaded photo and a chat message across a restart by SIGTERM, the session too', async () => {
  await start();
  const token = await signIn('free@demo.test');
  await expect(call('websetprofile', { user_id: '1', bio: 'Kept across restarts' }, token)).resolves.toMatchObject({ status: 'true' });
  const upload = await call('uploadimageweb', { user_id: '1' }, token, PNG);
  expect(upload).toMatchObject({ status: 'true', imageurl: expect.any(String) });
  // Member 1 and 170 are matched in the seed.
  const chatId = (await call('webcreatchat', { sender_id: '1', receiver_id: '170' }, token)).chatid ?? '';
  await sendOverChat('1', token, chatId, '170', 'sent just before SIGTERM');

  // At once: the chat message is saved by the server's SIGTERM, not by its 100 ms timer.
  await server?.stop();
  await start();

  const profile = await call('webprofile', { user_id: '1' }, token);
  expect(profile.result?.bio).toBe('Kept across restarts');
  expect(profile.result?.imagess).toContain(upload.imageurl);
  // Served back as uploaded: from the data folder at /api/files/<name>, or inside the record as a data URL.
  const photo = await fetch(upload.imageurl ?? '');
  expect(photo.headers.get('content-type')).toBe('image/png');
  expect(Buffer.from(await photo.arrayBuffer())).toEqual(PNG);
  const chat = await call('webgetchatmessage', { user_id: '1', chat_id: chatId }, token);
  expect(chat.chats?.map((message) => message.message)).toContain('sent just before SIGTERM');
}, 12 * PROCESS_START_MS);

it('restarts after SIGKILL in the middle of a stream of writes with every answered write, several times', async () => {
  await start();
  const members = [
    { userId: '1', token: await signIn('free@demo.test') },
    { userId: '2', token: await signIn('premium@demo.test') },
  ];
  // Killed after this many answers in all, while both members' next writes are on their way.
  for (const [round, killAfter] of [6, 11, 17].entries()) {
    let answers = 0;
    let killing: Promise<void> | undefined;
    const streams = members.map(async ({ userId, token }) => {
      // The bio the member must have after the restart: the last answered, or the one sent after it (saved, then killed before the answer).
      const outcome = { lastAnswered: await bioOf(userId, token), unanswered: undefined as string | undefined };
      for (let write = 0; !killing; write++) {
        const bio = `round ${round}, write ${write}`;
        outcome.unanswered = bio;
        const answer = await call('websetprofile', { user_id: userId, bio }, token).catch(() => undefined);
        if (!answer) break;
        expect(answer.status).toBe('true');
        outcome.lastAnswered = bio;
        outcome.unanswered = undefined;
        if (++answers === killAfter) killing = server?.kill();
      }
      return outcome;
    });
    const outcomes = await Promise.all(streams);
    await killing;

    await start();
    const saved = JSON.parse(await readFile(join(folder, 'state.json'), 'utf8')) as { format: string; snapshot: { members: unknown[] } };
    expect(saved.format).toBe('amora-mock-server-data');
    expect(saved.snapshot.members.length).toBeGreaterThan(0);
    // What the kill interrupted is gone: no temporary file is left in the folder.
    expect((await readdir(folder)).sort()).toEqual(['files', 'state.json']);
    for (const [index, { userId, token }] of members.entries()) {
      const outcome = outcomes[index];
      expect([outcome?.lastAnswered, outcome?.unanswered]).toContain(await bioOf(userId, token));
    }
  }
}, 24 * PROCESS_START_MS);

it('refuses to start on a record that no longer fits its schema, naming it, and leaves the folder as it was', async () => {
  const state = JSON.stringify({
    format: 'amora-mock-server-data',
    version: 1,
    seed: 42,
    clockOffsetMs: 0,
    origin: `http://127.0.0.1:${port}`,
    savedAt: '2026-11-01T10:00:00.000Z',
    snapshot: { members: [{ user_id: '1', user_name: 'Alex' }] },
  });
  await writeFile(join(folder, 'state.json'), state);
  const refusal = start();
  await expect(refusal).rejects.toThrow(/state\.json holds a record that no longer fits its schema: members #1 \(user_id "1"\)/);
  await expect(refusal).rejects.toThrow(/To start fresh from the seed, move the folder away/);
  await expect(readFile(join(folder, 'state.json'), 'utf8')).resolves.toBe(state);
  await expect(readdir(folder)).resolves.toEqual(['state.json']);
}, 9 * PROCESS_START_MS);

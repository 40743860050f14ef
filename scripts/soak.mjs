#!/usr/bin/env node
/**
 * `npm run soak`: the standalone server (`npm run mock-server`, mocks/server.ts) under a steady load for
 * 10 minutes, or `-- --minutes N`: the two active demo members, each signed in on several devices, read
 * (deck, profile, counts, chat list, visitors) with a fixed number of requests in flight, write (messages
 * over HTTP, favourites, profile visits, their bio) and chat over socket.io (a message from every device
 * twice a second, typing too). Each minute it prints the requests, errors, p50/p99 latency, the server
 * process's memory (VmRSS from /proc/<pid>/status, for information), its heap in use after a full collection and
 * the messages it stored. At the end it checks and prints: 0 errors, 0 lost messages (every message sent, by
 * either path, stored exactly once), throughput and p99 of the last minute within 10 % of the second minute's,
 * and no leak: the heap after a collection grew from the second minute to the last by no more than 10 % plus what
 * the messages stored in between take (scripts/soak-heap-check.mjs). Exits 1 when a check fails (issue 55,
 * decision 016).
 *
 * `-- --grow 20000,50000` measures instead what a request costs as the data grows, free of the machine's load: the
 * server's CPU time for a batch of the same mix (`--batch`, 6,000 requests) at the seed, then after the soak has sent
 * each number of messages, checking that the largest costs no more than 10 % over the seed's. It also prints the heap
 * after a collection per message stored: how the heap check's PER_MESSAGE_BYTES is measured.
 *
 *   npm run soak [-- --minutes 10] [--port 4701] [--devices 3] [--in-flight 16]
 *   npm run soak -- --grow 20000,50000 [--batch 6000]
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { io } from 'socket.io-client';
import { judgeHeapGrowth, PER_MESSAGE_BYTES } from './soak-heap-check.mjs';

const { values: options } = parseArgs({
  strict: false,
  options: {
    minutes: { type: 'string', default: '10' },
    port: { type: 'string', default: '4701' },
    devices: { type: 'string', default: '3' },
    'in-flight': { type: 'string', default: '16' },
    'minute-ms': { type: 'string', default: '60000' },
    grow: { type: 'string' },
    batch: { type: 'string', default: '6000' },
  },
});
const MINUTES = Number(options.minutes);
const PORT = Number(options.port);
const DEVICES = Number(options.devices);
const IN_FLIGHT = Number(options['in-flight']);
const MINUTE_MS = Number(options['minute-ms']);
/** `--grow 20000,50000`: the server's CPU per request at the seed and once the soak has sent that many messages. */
const GROW_TO = options.grow ? String(options.grow).split(',').map(Number) : undefined;
const BATCH = Number(options.batch);
const SOCKET_MESSAGE_EVERY_MS = 500;
const TOLERANCE = 0.1;
const BASE = `http://127.0.0.1:${PORT}`;
const ACCOUNTS = [
  { email: 'free@demo.test', password: 'demo1234' },
  { email: 'premium@demo.test', password: 'demo1234' },
];

// ---- the server, started as `npm run mock-server` starts it, so its memory is its own process's ----

/**
 * With --expose-gc and an IPC channel, over which the server answers `{ heap: true }` with its heap in use after a
 * full collection (scripts/mock-server.mjs): neither changes how it serves.
 */
function startServer() {
  const child = spawn(process.execPath, ['--expose-gc', 'scripts/mock-server.mjs'], {
    env: { ...process.env, MOCK_SERVER_PORT: String(PORT) },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return {
    child,
    ready: (async () => {
      for (let waited = 0; waited < 120_000; waited += 250) {
        if (output.includes('mock server:')) return;
        if (child.exitCode !== null) throw new Error(`the mock server stopped (exit ${child.exitCode}):\n${output}`);
        await sleep(250);
      }
      throw new Error(`the mock server did not start within 2 minutes:\n${output}`);
    })(),
  };
}

/** The server's heap in use after a full collection, in bytes: what a leak would grow, free of V8's sizing of its heap. */
async function heapAfterGc() {
  const answer = once(server.child, 'message');
  server.child.send({ heap: true });
  const [{ heapUsed }] = await answer;
  return heapUsed;
}

function residentMegabytes(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kilobytes / 1024;
}

/**
 * The server's CPU time so far, in ms (utime + stime of /proc/<pid>/stat, in clock ticks of 10 ms). On a
 * shared machine the wall-clock figures also count the waits for a core; CPU time per request does not,
 * so it tells a cost that grows from a neighbour's load.
 */
function cpuMilliseconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').at(-1).split(' ');
  // After the command's closing parenthesis, utime and stime are the 12th and 13th fields.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

// ---- the figures, minute by minute ----

const minutes = [];
let current;
function openMinute() {
  current = { requests: 0, errors: 0, latencies: [], memory: [], errorSamples: [], cpuAtStart: serverPid ? cpuMilliseconds(serverPid) : 0, cpu: NaN, heapAfterGc: NaN, stored: NaN };
  minutes.push(current);
}

function percentile(sorted, fraction) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))];
}

function summary(minute) {
  const sorted = [...minute.latencies].sort((a, b) => a - b);
  const memory = minute.memory.length ? minute.memory.reduce((sum, value) => sum + value, 0) / minute.memory.length : NaN;
  return {
    requests: minute.requests,
    errors: minute.errors,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    memory,
    cpuPerRequest: minute.cpu / minute.requests,
    heapAfterGc: minute.heapAfterGc,
    stored: minute.stored,
  };
}

function noteError(what) {
  current.errors += 1;
  if (current.errorSamples.length < 5) current.errorSamples.push(what);
}

// ---- the calls ----

async function call(name, fields, token) {
  const form = new FormData();
  for (const [key, value] of Object.entries({ ...fields, language: 'en' })) form.append(key, String(value));
  const started = performance.now();
  const minute = current;
  try {
    const response = await fetch(`${BASE}/api/${name}`, { method: 'POST', body: form, headers: token ? { Authorization: `Bearer ${token}` } : {} });
    const body = await response.json();
    minute.latencies.push(performance.now() - started);
    minute.requests += 1;
    if (!response.ok || body.status !== 'true') noteError(`${name}: HTTP ${response.status} ${JSON.stringify(body).slice(0, 120)}`);
    return body;
  } catch (error) {
    minute.requests += 1;
    noteError(`${name}: ${error.message}`);
    return undefined;
  }
}

async function signIn({ email, password }) {
  const body = await call('webemaillogin', { email, password });
  if (!body?.peoples) throw new Error(`could not sign in as ${email}: ${JSON.stringify(body)}`);
  return { userId: body.peoples.user_id, token: body.peoples.token };
}

/** The member's chats they may write in (not blocked either way). */
async function openChats(device) {
  const body = await call('webgetchat', { user_id: device.userId, search_key: '', sort: 'all', timestamp: String(Date.now()), limit: '100' }, device.token);
  return (body?.matches ?? []).filter((row) => row.block === 'false').map((row) => ({ chatId: row.chat_id, partnerId: row.user_id }));
}

// ---- what the members do ----

/**
 * The messages the server stored in the soak members' chats, the partners' replies included: each is broadcast to
 * both parties' devices ('broad'), and counted on one device of each member, a message between two of them once.
 */
let stored = 0;
function countStoredOn(socket, device, memberIds) {
  socket.on('broad', ({ sender_id: sender, receiver_id: receiver }) => {
    if (sender === device.userId || (receiver === device.userId && !memberIds.has(sender))) stored += 1;
  });
}

/** Every message sent, by its text (unique), with its chat and reader: each must be stored exactly once. */
const sent = new Map();
let sequence = 0;
function nextText(path) {
  sequence += 1;
  return `soak-${path}-${process.pid}-${sequence}`;
}
const pick = (list) => list[Math.floor(Math.random() * list.length)];

function readOrWrite(device) {
  const { userId, token } = device;
  const chat = pick(device.chats);
  const roll = Math.random();
  if (roll < 0.16) return call('webgetpeople', { user_id: userId, timestamp: String(Date.now()), limit: '20' }, token);
  if (roll < 0.32) return call('webprofile', { user_id: userId }, token);
  if (roll < 0.48) return call('webgetcounts', { user_id: userId }, token);
  if (roll < 0.64) return call('webgetchat', { user_id: userId, search_key: '', sort: 'all', timestamp: String(Date.now()), limit: '8' }, token);
  if (roll < 0.8) return call('webvisitors', { user_id: userId }, token);
  if (roll < 0.88 && chat) return sendOverHttp(device, chat);
  if (roll < 0.92 && chat) return call('webfavorite', { user_id: userId, favorite_user_id: chat.partnerId }, token);
  if (roll < 0.96 && chat) return call('webvisitprofile', { user_id: userId, visit_user_id: chat.partnerId }, token);
  return call('websetprofile', { user_id: userId, bio: `Soaking since ${new Date().toISOString()}` }, token);
}

function sendOverHttp(device, chat) {
  const text = nextText('http');
  sent.set(text, { chatId: chat.chatId, reader: device });
  const { userId, token } = device;
  return call('websendmessage', { sender_id: userId, chat_id: chat.chatId, receiver_id: chat.partnerId, message: text, chat_time: String(Math.floor(Date.now() / 1000)), upload_image: '' }, token);
}

function connectSocket(device) {
  return new Promise((resolve, reject) => {
    const socket = io(BASE, { transports: ['websocket'], auth: { token: device.token, user_id: device.userId }, forceNew: true, reconnection: false });
    socket.once('connect', () => {
      socket.emit('join', { join_id: device.userId });
      resolve(socket);
    });
    socket.once('connect_error', (error) => reject(error));
    socket.on('disconnect', (reason) => {
      if (!stopping) noteError(`socket of ${device.userId} closed: ${reason}`);
    });
  });
}

function chatOver(socket, device) {
  const chat = pick(device.chats);
  if (!chat) return;
  const text = nextText('socket');
  sent.set(text, { chatId: chat.chatId, reader: device });
  const parties = { chatid: chat.chatId, sender_id: device.userId, receiver_id: chat.partnerId };
  socket.emit('typing', { ...parties, message: 'type' });
  socket.emit('message', {
    chat_id: chat.chatId,
    sender_id: device.userId,
    receiver_id: chat.partnerId,
    language: 'en',
    message: { message: text, upload_image: '', chatTime: String(Math.floor(Date.now() / 1000)), type: 'text' },
  });
  socket.emit('typing', { ...parties, message: 'untype' });
}

/** Each message sent, counted in its chat's history as the sender reads it: the lost ones and the doubled. */
async function countStored(devices) {
  const texts = new Map();
  const chats = new Map();
  for (const { chatId, reader } of sent.values()) chats.set(`${reader.userId}|${chatId}`, { chatId, reader });
  for (const { chatId, reader } of chats.values()) {
    const body = await call('webgetchatmessage', { user_id: reader.userId, chat_id: chatId }, reader.token);
    for (const message of body?.chats ?? []) if (sent.has(message.message)) texts.set(message.message, (texts.get(message.message) ?? 0) + 1);
  }
  let lost = 0;
  let doubled = 0;
  for (const text of sent.keys()) {
    const count = texts.get(text) ?? 0;
    if (count === 0) lost += 1;
    if (count > 1) doubled += 1;
  }
  return { lost, doubled, devices: devices.length };
}

// ---- the run ----

let stopping = false;
const server = startServer();
const serverPid = server.child.pid;
const stopServer = () => {
  if (server.child.exitCode === null) server.child.kill('SIGTERM');
};
// Ctrl-C, or a CI job's stop: the server goes with the soak.
for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143]]) {
  process.once(signal, () => {
    stopServer();
    process.exit(code);
  });
}

const megabytes = (bytes) => (bytes / 1024 / 1024).toFixed(1);
const percent = (a, b) => `${a >= b ? '+' : ''}${(((a - b) / b) * 100).toFixed(1)} %`;

/** The timed soak: the minutes' figures, and the checks of the last minute against the second. */
async function soakForMinutes(devices, sockets, check) {
  console.log(
    `soak: ${MINUTES} min against ${BASE} (server pid ${serverPid}); ${devices.length} devices of ${ACCOUNTS.length} members, ` +
      `${IN_FLIGHT} requests in flight, a socket.io message from each device every ${SOCKET_MESSAGE_EVERY_MS} ms`,
  );
  console.log('minute  requests  req/s  errors  p50 ms  p99 ms  server RSS MB  server CPU ms/request  heap after GC MB  messages stored');
  minutes.length = 0;
  openMinute();

  const started = Date.now();
  const end = started + MINUTES * MINUTE_MS;
  const memoryTimer = setInterval(() => current.memory.push(residentMegabytes(serverPid)), 5_000);
  const chatTimers = sockets.map((socket, index) => setInterval(() => chatOver(socket, devices[index]), SOCKET_MESSAGE_EVERY_MS));
  // Each minute closed at its own instant from the start (not by an interval, which drifts under load).
  const minuteClock = (async () => {
    for (let number = 1; number <= MINUTES; number += 1) {
      await sleep(Math.max(0, started + number * MINUTE_MS - Date.now()));
      current.memory.push(residentMegabytes(serverPid));
      current.cpu = cpuMilliseconds(serverPid) - current.cpuAtStart;
      current.stored = stored;
      current.heapAfterGc = await heapAfterGc();
      const figures = summary(current);
      console.log(
        `${String(number).padStart(6)}  ${String(figures.requests).padStart(8)}  ${(figures.requests / (MINUTE_MS / 1000)).toFixed(0).padStart(5)}  ${String(figures.errors).padStart(6)}  ` +
          `${figures.p50.toFixed(1).padStart(6)}  ${figures.p99.toFixed(1).padStart(6)}  ${figures.memory.toFixed(1).padStart(13)}  ${figures.cpuPerRequest.toFixed(2).padStart(21)}  ` +
          `${megabytes(figures.heapAfterGc).padStart(16)}  ${String(figures.stored).padStart(15)}`,
      );
      for (const sample of current.errorSamples) console.log(`        error: ${sample}`);
      if (number < MINUTES) openMinute();
    }
  })();

  // The load: IN_FLIGHT workers, each sending its next request when its last one is answered.
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async (_, worker) => {
      while (Date.now() < end) await readOrWrite(devices[worker % devices.length]);
    }),
  );
  for (const timer of chatTimers) clearInterval(timer);
  await minuteClock;
  clearInterval(memoryTimer);

  // The last-minute checks are made once the messages are counted (below): hand them over.
  const measured = minutes.length;
  return () => {
    const second = minutes[1] && summary(minutes[1]);
    const last = measured > 2 ? summary(minutes[measured - 1]) : undefined;
    if (!second || !last) {
      console.log('      (throughput, p99 and the heap compare the last minute with the second: run 3 minutes or more)');
      return;
    }
    // One-sided, as the cost must not grow: fewer requests or a slower p99 by over 10 % fail; better does not.
    check('throughput', last.requests >= second.requests * (1 - TOLERANCE), `last minute ${last.requests} requests, second ${second.requests} (${percent(last.requests, second.requests)})`);
    check('p99', last.p99 <= second.p99 * (1 + TOLERANCE), `last minute ${last.p99.toFixed(1)} ms, second ${second.p99.toFixed(1)} ms (${percent(last.p99, second.p99)})`);
    // The messages kept make the heap grow by design (an in-memory store); a leak is what grows beyond them.
    const heap = judgeHeapGrowth(second, last, TOLERANCE);
    check(
      'heap after GC',
      heap.ok,
      `${megabytes(last.heapAfterGc)} MB at the last minute's end, ${megabytes(second.heapAfterGc)} MB at the second's: +${megabytes(heap.growth)} MB, ` +
        `allowed ${megabytes(heap.allowed)} MB (10 % + ${(last.stored - second.stored).toLocaleString('en')} messages stored × ${PER_MESSAGE_BYTES.toLocaleString('en')} B)`,
    );
    // Not a check: V8 sizes its heap from the live one, so RSS grows 3 to 5 times as fast as the data kept.
    console.log(`info  server RSS: last minute ${last.memory.toFixed(1)} MB, second ${second.memory.toFixed(1)} MB (${percent(last.memory, second.memory)})`);
    // Not a check: what tells a cost that grew from a machine that got busier (read it when throughput or p99 fail).
    console.log(`info  server CPU per request: last minute ${last.cpuPerRequest.toFixed(2)} ms, second ${second.cpuPerRequest.toFixed(2)} ms (${percent(last.cpuPerRequest, second.cpuPerRequest)})`);
  };
}

// ---- --grow: what a request costs the server as the data grows, in its CPU time rather than the wall clock ----

/** A simulated partner answers within 3.4 s (people/partner-replies.ts): a batch's cost includes its replies. */
const REPLIES_SETTLED_MS = 4_000;
/** About the timed soak's share: 6 devices' 12 socket.io messages a second beside some 1,000 requests. */
const SOCKET_MESSAGE_EVERY_REQUESTS = 80;

/** Messages over HTTP, spread over every device's chats, until the soak has sent `total` (the partners' replies come on top). */
async function growTo(total, devices) {
  let next = 0;
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (sent.size < total) {
        const device = devices[next % devices.length];
        next += 1;
        const chat = pick(device.chats);
        if (chat) await sendOverHttp(device, chat);
      }
    }),
  );
}

/** BATCH requests of the soak's mix, its socket.io messages among them: the server's CPU time per request and its memory after. */
async function measureBatch(devices, sockets) {
  await sleep(REPLIES_SETTLED_MS);
  const cpuBefore = cpuMilliseconds(serverPid);
  let started = 0;
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async (_, worker) => {
      while (started < BATCH) {
        started += 1;
        if (started % SOCKET_MESSAGE_EVERY_REQUESTS === 0) {
          const index = (started / SOCKET_MESSAGE_EVERY_REQUESTS) % sockets.length;
          chatOver(sockets[index], devices[index]);
        }
        await readOrWrite(devices[worker % devices.length]);
      }
    }),
  );
  await sleep(REPLIES_SETTLED_MS);
  return { cpuPerRequest: (cpuMilliseconds(serverPid) - cpuBefore) / BATCH, memory: residentMegabytes(serverPid), heapAfterGc: await heapAfterGc(), stored };
}

/** The cost per request at the seed and after each size of --grow, and the check of the largest against the seed's. */
async function growAndMeasure(devices, sockets, check) {
  console.log(
    `soak --grow: ${BATCH.toLocaleString('en')} requests of the soak's mix (${IN_FLIGHT} in flight, a socket.io message every ${SOCKET_MESSAGE_EVERY_REQUESTS}) ` +
      `at the seed and after ${GROW_TO.map((size) => size.toLocaleString('en')).join(', ')} messages sent; server pid ${serverPid}`,
  );
  // Warm: the first batch pays for the compiler, which no later one does.
  await measureBatch(devices, sockets);
  console.log('messages sent  server CPU ms/request  server RSS MB  heap after GC MB  messages stored');
  const rows = [];
  for (const size of [0, ...GROW_TO]) {
    await growTo(size, devices);
    const figures = { sent: sent.size, ...(await measureBatch(devices, sockets)) };
    rows.push(figures);
    console.log(
      `${figures.sent.toLocaleString('en').padStart(13)}  ${figures.cpuPerRequest.toFixed(3).padStart(21)}  ${figures.memory.toFixed(1).padStart(13)}  ` +
        `${megabytes(figures.heapAfterGc).padStart(16)}  ${figures.stored.toLocaleString('en').padStart(15)}`,
    );
  }
  return () => {
    const [first, last] = [rows[0], rows.at(-1)];
    check(
      'CPU per request',
      last.cpuPerRequest <= first.cpuPerRequest * (1 + TOLERANCE),
      `${last.cpuPerRequest.toFixed(3)} ms after ${last.sent.toLocaleString('en')} messages, ${first.cpuPerRequest.toFixed(3)} ms at the seed (${percent(last.cpuPerRequest, first.cpuPerRequest)})`,
    );
    console.log(`info  server RSS: ${last.memory.toFixed(1)} MB after ${last.sent.toLocaleString('en')} messages, ${first.memory.toFixed(1)} MB at the seed`);
    // How PER_MESSAGE_BYTES is measured: the heap after a collection over the messages stored (replies included).
    const perMessage = (last.heapAfterGc - first.heapAfterGc) / (last.stored - first.stored);
    console.log(
      `info  heap after GC: ${megabytes(first.heapAfterGc)} → ${megabytes(last.heapAfterGc)} MB over ${(last.stored - first.stored).toLocaleString('en')} messages stored: ` +
        `${perMessage.toFixed(0)} B a message (the soak allows ${PER_MESSAGE_BYTES.toLocaleString('en')})`,
    );
  };
}

let failed;
try {
  await server.ready;
  openMinute();
  const devices = [];
  for (const account of ACCOUNTS) {
    for (let device = 0; device < DEVICES; device += 1) devices.push(await signIn(account));
  }
  for (const device of devices) device.chats = await openChats(device);
  const sockets = await Promise.all(devices.map((device) => connectSocket(device)));
  const memberIds = new Set(devices.map((device) => device.userId));
  // One device of each member counts what the server stored in its chats.
  sockets.forEach((socket, index) => {
    if (index % DEVICES === 0) countStoredOn(socket, devices[index], memberIds);
  });

  const checks = [];
  const check = (label, ok, detail) => {
    checks.push(ok);
    console.log(`${ok ? 'ok  ' : 'FAIL'}  ${label}: ${detail}`);
  };
  const checkCosts = GROW_TO ? await growAndMeasure(devices, sockets, check) : await soakForMinutes(devices, sockets, check);

  // The messages still on their way are stored within moments; then each chat's history is read.
  stopping = true;
  await sleep(2_000);
  for (const socket of sockets) socket.disconnect();
  // The histories' reads are requests too: their errors count, in a minute of their own that is no soak minute.
  openMinute();
  const { lost, doubled } = await countStored(devices);
  for (const sample of current.errorSamples) console.log(`        error: ${sample}`);
  const tally = { requests: 0, errors: 0 };
  for (const minute of minutes) {
    tally.requests += minute.requests;
    tally.errors += minute.errors;
  }

  console.log('');
  check('errors', tally.errors === 0, `${tally.errors} in ${tally.requests} requests`);
  check('messages', lost === 0 && doubled === 0, `${sent.size} sent (HTTP and socket.io), ${lost} lost, ${doubled} stored more than once`);
  checkCosts();
  failed = checks.includes(false);
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  stopServer();
}
process.exit(failed ? 1 : 0);

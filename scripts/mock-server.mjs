#!/usr/bin/env node
/**
 * `npm run mock-server`: the fake backend over HTTP and socket.io on
 * 127.0.0.1:${MOCK_SERVER_PORT:-4000}. MOCK_SERVER_SEED picks another data set: a number, or `recorded:<name>` for a
 * recorded seed (fixtures/recorded/<name>.json, docs/guide/contract.md#recording-a-server).
 * Browsers may call it from the dev server and the preview (localhost or 127.0.0.1, ports 5173 and
 * 4173); MOCK_SERVER_ORIGINS adds others, comma separated: `http://127.0.0.1:8080,https://demo.test`.
 * Hybrid mode: MOCK_SERVER_PASSTHROUGH lists the calls proxied to MOCK_SERVER_UPSTREAM (a real server's API
 * base), in the syntax of VITE_API_PASSTHROUGH: `webprofile,webgetpeople` or `*,-webemaillogin` (docs/guide/hybrid-mode.md).
 * MOCK_SERVER_DATA=<folder> keeps the data across restarts (docs/decisions/009-server-data.md): the folder's saved
 * state (`state.json`, the uploaded files in `files/`) is restored instead of seeding, or the seed's data is saved
 * into it, created if need be; each call is answered once its changes are on the disk, and SIGTERM or Ctrl-C saves
 * the rest (the chat's last messages). A state that cannot be restored stops the start, saying why; move the
 * folder away to start fresh. Without it, every start is the seed's data, as before.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importBuiltServer } from './mock-server/built-server.mjs';

const port = Number(process.env.MOCK_SERVER_PORT ?? 4000);
const root = fileURLToPath(new URL('..', import.meta.url));
const dataFolder = process.env.MOCK_SERVER_DATA?.trim() ? resolve(process.env.MOCK_SERVER_DATA.trim()) : undefined;

// Checked before the slow part: the fake backend's build, on the first start after a change to its sources.
const passthrough = passthroughFromEnv();
// What Vite's module runner set before it loaded the fake backend (express and others read it); a build must not
// make it 'production' either.
if (!process.env.NODE_ENV) process.env.NODE_ENV = 'development';
// A trace names the TypeScript files and lines, as it did under the module runner (the build keeps its source maps).
process.setSourceMapsEnabled(true);
// Built once for a state of its sources, with a chunk for each module the handlers import only when first needed
// (the sign-up's member factory; another seed's generators, MOCK_SERVER_SEED; hybrid mode's stand-in members).
const { startMockServer, allowedOrigins, seedNamedBy, recordedSeedNames, RECORDED_PREFIX } = await importBuiltServer({ root });
const seed = seedFromEnv();
const origins = allowedOrigins(process.env.MOCK_SERVER_ORIGINS);
// A passthrough list naming a call the contract lacks stops the start, naming it.
// So does a data folder whose state cannot be restored, saying why and how to start fresh.
const { url, realCalls, data, saved } = await startMockServer({ port, seed, root, origins, passthrough, dataFolder }).catch((error) => {
  console.error(error.message);
  process.exit(1);
});
console.log(`mock server: ${url}/api/<call> (HTTP) and ${url} (socket.io chat)`);
console.log(`browser origins allowed: ${[...origins].join(', ')}`);
if (passthrough) console.log(`real server ${passthrough.upstream} answers: ${realCalls.join(', ')}`);
if (data) {
  const from = data.restoredSavedAt ? `restored as saved at ${data.restoredSavedAt}` : `seed ${data.seed}, saved there`;
  console.log(`data kept in ${data.folder} (${from})`);
  for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, () => saveThenExit());
}
if (process.env.MOCK_SERVER_SEED?.trim().startsWith(RECORDED_PREFIX)) {
  console.log(`recorded seed: sign in as the member it was recorded as (its file's "account": recorded@demo.test — password demo1234 unless recorded with --keep email)`);
} else {
  console.log('demo accounts: free@demo.test, premium@demo.test, inactive@demo.test — password demo1234');
}

// `npm run soak` starts the server with an IPC channel and --expose-gc to read its heap in use after a full collection,
// which tells a leak apart from V8's sizing (decision 016). A normal start has no channel: nothing listens.
if (process.send && typeof globalThis.gc === 'function') {
  process.on('message', (request) => {
    if (request?.heap !== true) return;
    globalThis.gc();
    process.send({ heapUsed: process.memoryUsage().heapUsed });
  });
}

/** MOCK_SERVER_SEED: a number or `recorded:<name>`; a name fixtures/recorded/ lacks stops the start, listing those it has. */
function seedFromEnv() {
  const text = process.env.MOCK_SERVER_SEED?.trim();
  if (!text) return undefined;
  const seed = seedNamedBy(text);
  const recorded = text.startsWith(RECORDED_PREFIX) ? text.slice(RECORDED_PREFIX.length) : undefined;
  if (seed === undefined || (recorded !== undefined && !recordedSeedNames.includes(recorded))) {
    console.error(`MOCK_SERVER_SEED=${text} names no seed: give a number or recorded:<name> (recorded: ${recordedSeedNames.join(', ') || 'none'})`);
    process.exit(1);
  }
  return seed;
}

/** MOCK_SERVER_PASSTHROUGH and MOCK_SERVER_UPSTREAM, both or neither. */
function passthroughFromEnv() {
  const calls = process.env.MOCK_SERVER_PASSTHROUGH?.trim();
  if (!calls) return undefined;
  const upstream = process.env.MOCK_SERVER_UPSTREAM;
  if (!upstream) {
    console.error("MOCK_SERVER_PASSTHROUGH needs MOCK_SERVER_UPSTREAM: the real server's API base, such as https://api.example.test/api/");
    process.exit(1);
  }
  return { calls, upstream };
}

/** What the chat changed since the last save is saved before the process ends. */
function saveThenExit() {
  saved().then(
    () => process.exit(0),
    (error) => {
      console.error('could not save the data before stopping:', error);
      process.exit(1);
    },
  );
}

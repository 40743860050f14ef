#!/usr/bin/env node
/**
 * `npm run mock-server`: the fake backend over HTTP and socket.io on
 * 127.0.0.1:${MOCK_SERVER_PORT:-4000}. MOCK_SERVER_SEED picks another data set.
 */
import { fileURLToPath } from 'node:url';
import { importWithViteAliases } from './run-typescript.mjs';

const port = Number(process.env.MOCK_SERVER_PORT ?? 4000);
const seed = process.env.MOCK_SERVER_SEED ? Number(process.env.MOCK_SERVER_SEED) : undefined;
const root = fileURLToPath(new URL('..', import.meta.url));

const { startMockServer } = await importWithViteAliases('./mocks/server.ts');
const { url } = await startMockServer({ port, seed, root });
console.log(`mock server: ${url}/api/<call> (HTTP) and ${url} (socket.io chat)`);
console.log('demo accounts: free@demo.test, premium@demo.test, inactive@demo.test — password demo1234');

#!/usr/bin/env node
/**
 * `npm run mock-server`: the fake backend over HTTP and socket.io on
 * 127.0.0.1:${MOCK_SERVER_PORT:-4000}. MOCK_SERVER_SEED picks another data set.
 * Browsers may call it from the dev server and the preview (localhost or 127.0.0.1, ports 5173 and
 * 4173); MOCK_SERVER_ORIGINS adds others, comma separated: `http://127.0.0.1:8080,https://demo.test`.
 */
import { fileURLToPath } from 'node:url';
import { importWithViteAliases, importWithViteAliasesKeptOpen } from './run-typescript.mjs';

const port = Number(process.env.MOCK_SERVER_PORT ?? 4000);
const seed = process.env.MOCK_SERVER_SEED ? Number(process.env.MOCK_SERVER_SEED) : undefined;
const root = fileURLToPath(new URL('..', import.meta.url));

// Kept open: the handlers import some modules only when first needed (the sign-up loads the member factory).
const { startMockServer } = await importWithViteAliasesKeptOpen('./mocks/server.ts');
const { allowedOrigins } = await importWithViteAliases('./mocks/lib/allowed-origins.ts');
const origins = allowedOrigins(process.env.MOCK_SERVER_ORIGINS);
const { url } = await startMockServer({ port, seed, root, origins });
console.log(`mock server: ${url}/api/<call> (HTTP) and ${url} (socket.io chat)`);
console.log(`browser origins allowed: ${[...origins].join(', ')}`);
console.log('demo accounts: free@demo.test, premium@demo.test, inactive@demo.test — password demo1234');

import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { type BuildEnvironmentOptions, defineConfig, loadEnv, type Plugin } from 'vite';
import { CHUNK_GROUPS, groupsStayOffTheEntry } from './scripts/vite/chunk-groups.ts';
import { demoNoticePlugin } from './scripts/vite/demo-notice-plugin.ts';
import { fakeBackendChunks } from './scripts/vite/fake-backend-chunks.ts';
import { largestPreloadsFirst } from './scripts/vite/largest-first.ts';
import { prerenderPlugin } from './scripts/vite/prerender-plugin.ts';
import { previewSecurityHeaders, securityHeadersPlugin } from './scripts/vite/security-headers-plugin.ts';
import { seedSnapshotPlugin } from './scripts/vite/seed-snapshot-plugin.ts';
import { earlyCallsSetup, signedInFramePlugin } from './scripts/vite/signed-in-frame-plugin.ts';
import { staticHostPlugin } from './scripts/vite/static-host-plugin.ts';
import { prerenderedPages } from './src/app/prerender/pages.ts';

const BASE = '/web/';
const WORKER_FILE = 'mockServiceWorker.js';
const workerPath = fileURLToPath(new URL(`./mocks/public/${WORKER_FILE}`, import.meta.url));
const staticRoutesPath = fileURLToPath(new URL('./mocks/worker/static-routes.js', import.meta.url));
const rememberedClientsPath = fileURLToPath(new URL('./mocks/worker/remembered-clients.js', import.meta.url));
/**
 * MSW's worker as MSW wrote it, with before it the memory of the pages that mock, kept across a stop of the worker
 * (mocks/worker/remembered-clients.js: its fetch listener must run before MSW's), and after it the rule that sends
 * the page's own files past it (mocks/worker/static-routes.js).
 */
const workerSource = () => [rememberedClientsPath, workerPath, staticRoutesPath].map((path) => readFileSync(path, 'utf8')).join('\n');
const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const alias = {
  '@/': fromRoot('./src/'),
  '@mocks/': fromRoot('./mocks/'),
  '@fixtures/': fromRoot('./fixtures/'),
  '@locales/': fromRoot('./locales/'),
};

/**
 * The MSW worker is served and emitted only when mocks are enabled, so that a
 * production build holds no worker file (it lives outside public/ on purpose).
 */
function mockServiceWorker(enabled: boolean): Plugin {
  return {
    name: 'amora:mock-service-worker',
    configureServer(server) {
      if (!enabled) return;
      server.middlewares.use(`${BASE}${WORKER_FILE}`, (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.setHeader('Service-Worker-Allowed', BASE);
        res.end(workerSource());
      });
    },
    generateBundle() {
      if (!enabled) return;
      this.emitFile({ type: 'asset', fileName: WORKER_FILE, source: workerSource() });
    },
  };
}

/** `vite preview` answers 404 for /web without the slash: send it to /web/. */
function redirectBareBase(): Plugin {
  const redirect = (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    if (req.url === BASE.slice(0, -1)) {
      res.writeHead(301, { Location: BASE });
      res.end();
      return;
    }
    next();
  };
  return {
    name: 'amora:redirect-bare-base',
    configureServer: (server) => void server.middlewares.use(redirect),
    configurePreviewServer: (server) => void server.middlewares.use(redirect),
  };
}

/**
 * The common chunks Rolldown splits out for code that several routes share are copied into the chunks that use them,
 * and Rolldown's runtime keeps one state and one execution per module across the copies. Each file costs a page a
 * request, a module to link and, in the demo, a round trip through the fake backend's worker; on a slow link a page
 * gets a few at a time. Up to 3 KB of source (docs/decisions/004-fewer-shared-chunks.md), a signed-in deep link went
 * from about 80 files to 50; up to 32 KB, the deck's and the chat list's own scripts go from 30 files to 21, and the
 * landing's from 9 to 5 (docs/decisions/023-signed-in-lighthouse.md). Kept apart: what the messages area and a chat
 * share (the chat opens inside the area, which has loaded it: a copy in the chat's chunk is downloaded twice, and
 * put the chat over its 40 KB budget), and lucide's icon base, which every screen draws with.
 */
const KEPT_SHARED = /message-cipher|crypto-js|use-call-mutation|query-core\/build\/modern\/mutation|query-state|shared\/api\/queries|lucide-react\/dist\/esm\/(createLucideIcon|Icon|defaultAttributes|shared)/;
const fewerSharedChunks = (groups: typeof CHUNK_GROUPS): BuildEnvironmentOptions['rolldownOptions'] => ({
  preserveEntrySignatures: false,
  output: {
    codeSplitting: {
      experimentalInlineCommonChunks: { maxSize: 32 * 1024, exclude: (id: string) => KEPT_SHARED.test(id) },
      // Fewer, larger files where the bundler made many small ones or copies (scripts/vite/chunk-groups.ts).
      groups,
    },
  },
});

export default defineConfig(({ mode, isSsrBuild }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const mocking = env.VITE_API_MOCKING === 'enabled';
  // The policy's origins come from the same variables the app reads (src/shared/config/env.ts).
  const policyOrigins = { apiUrl: env.VITE_API_URL, chatUrl: env.VITE_CHAT_URL, mocking };
  const fakeBackend = mocking ? fakeBackendChunks() : undefined;
  return {
    base: BASE,
    publicDir: 'public',
    plugins: [
      react(),
      mockServiceWorker(mocking),
      demoNoticePlugin(BASE, mocking),
      redirectBareBase(),
      securityHeadersPlugin(BASE, policyOrigins),
      staticHostPlugin(BASE, prerenderedPages),
      // A signed-in page's first calls leave from shell.html, where a real server answers them (decision 024).
      signedInFramePlugin(BASE, mocking ? undefined : earlyCallsSetup(env.VITE_API_URL)),
      seedSnapshotPlugin({ base: BASE, alias, root: fromRoot('.') }),
      prerenderPlugin(BASE, prerenderedPages),
      groupsStayOffTheEntry(),
      fakeBackend?.plugin,
      largestPreloadsFirst(BASE),
    ],
    resolve: {
      alias: {
        ...alias,
        // MSW's cookie jar stays empty: the fake backend sets no cookie (mocks/shims/tough-cookie.ts).
        ...(mocking ? { 'tough-cookie': fromRoot('./mocks/shims/tough-cookie.ts') } : {}),
      },
    },
    build: {
      outDir: mode === 'demo' ? 'dist-demo' : 'dist',
      sourcemap: false,
      // Not in the prerender's server build, whose entry must keep its exports.
      rolldownOptions: isSsrBuild ? {} : fewerSharedChunks(fakeBackend ? [...CHUNK_GROUPS, fakeBackend.group] : CHUNK_GROUPS),
    },
    server: { port: 5173 },
    preview: { port: 4173, headers: previewSecurityHeaders(policyOrigins) },
  };
});

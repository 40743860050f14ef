import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { findBrowser } from './scripts/browser/find-browser.mjs';
import { HYBRID_E2E, hybridE2eEnv, hybridE2ePorts, realModeE2eEnv, realModeE2ePorts } from './scripts/builds.mjs';

/**
 * Unusual ports, never reused: a stray server on one would be tested silently.
 * E2E_PORT_BASE moves them all (parallel worktrees); E2E_DEMO_ONLY=1 starts only the demo build
 * (a quick run of journeys while working; the full suite needs every server), and E2E_HYBRID=1 beside it
 * adds the hybrid-mode servers.
 */
const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 4391);
const DEMO_ONLY = process.env.E2E_DEMO_ONLY === '1';
const PORT = PORT_BASE;
const BASE_URL = `http://127.0.0.1:${PORT}/web/`;
/** The standalone mock server, and the production build (mocks disabled) pointed at it (scripts/builds.mjs). */
const REAL_MODE = realModeE2ePorts(PORT_BASE);
const CI = Boolean(process.env.CI);
/** Hybrid mode's "real" server (the standalone server, another seed) and the demo built to use it (scripts/builds.mjs). */
const HYBRID = hybridE2ePorts(PORT_BASE);
const WITH_HYBRID = !DEMO_ONLY || process.env.E2E_HYBRID === '1';

/** A server is ready when it says it listens: the standalone mock server's first line, the static host's. */
const MOCK_SERVER_READY = '^mock server: ';
const STATIC_HOST_READY = '^static host: ';

/**
 * Journeys run against the demo build (the production build plus the in-browser
 * fake backend), served as a static host serves it (scripts/static-host.mjs), in the Chromium that
 * scripts/browser/find-browser.mjs finds: CHROME_PATH, Playwright's own, Debian's
 * or Chrome (`npm run test:e2e` installs Debian's first where it can).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: CI,
  retries: 0,
  // One browser per core, and one more to fill the time journeys wait on the product's timers
  // (docs/decisions/011-test-runs-fill-two-cores.md).
  workers: availableParallelism() + 1,
  // Playwright's own 30 s a journey and 10 s an assertion: a longer one says why (LONG_JOURNEY_MS, test.slow(),
  // afterSlowCalls).
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // A shard (`--shard=1/4`) adds `--reporter=blob`; `npx playwright merge-reports` joins the shards
  // (docs/guide/testing.md#splitting-the-suite-over-machines).
  reporter: CI ? 'list' : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: BASE_URL,
    screenshot: 'only-on-failure',
    // A check judges the settled screen: with reduced motion (which the app honours) nothing is mid-fade when axe or an assertion looks.
    contextOptions: { reducedMotion: 'reduce' },
    launchOptions: {
      executablePath: findBrowser() ?? undefined,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
      ],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: /real-mode|hybrid-mode/, use: { ...devices['Desktop Chrome'] } },
    ...(WITH_HYBRID
      ? [{ name: 'hybrid', testMatch: /hybrid-mode/, use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${HYBRID.page}/web/` } }]
      : []),
    ...(DEMO_ONLY
      ? []
      : [
          {
            name: 'real-mode',
            testMatch: /real-mode/,
            use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${REAL_MODE.page}/web/` },
          },
        ]),
  ],
  webServer: startTogether([demoServer(), ...(DEMO_ONLY ? [] : realModeServers()), ...(WITH_HYBRID ? hybridServers() : [])]),
});

/** A server of the journeys: its command, what it adds to the environment, and the output that says it listens. */
interface Server {
  name: string;
  command: string;
  env?: Record<string, string>;
  /** A regular expression (multiline) over its output. */
  ready: string;
}

/**
 * One entry for Playwright, which starts its entries one after the other: scripts/start-servers.mjs starts them
 * side by side and says `servers ready` once they all listen. It has no `url`, which Playwright would take as
 * ready once the first answered; a port in use stops its server (`--strictPort`, a mock server's listen), and so
 * the run, naming it: a stray server on one is never tested.
 */
function startTogether(servers: Server[]): NonNullable<PlaywrightTestConfig['webServer']> {
  return {
    command: 'node scripts/start-servers.mjs',
    env: { E2E_SERVERS: JSON.stringify(servers) },
    wait: { stdout: /^servers ready$/m },
    // The script ends each server's process group on SIGTERM (Playwright's default, SIGKILL, would leave them running).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    // A run of `npx playwright test` alone builds first (scripts/builds.mjs).
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  };
}

/**
 * The demo build (the production build plus the in-browser fake backend): the one `npm test` made
 * (AMORA_BUILDS, scripts/builds.mjs), or built now into dist-demo/.
 */
function demoServer(): Server {
  const built = process.env.AMORA_BUILDS;
  return {
    name: 'demo',
    command: built ? staticHost(join(built, 'demo'), PORT) : `npm run build:demo && ${staticHost('dist-demo', PORT)}`,
    ready: STATIC_HOST_READY,
  };
}

/** Serves a build as the published demo's host does: its files, its `_headers` and `_redirects` (scripts/static-host.mjs). */
function staticHost(folder: string, port: number): string {
  return `node scripts/static-host.mjs ${folder} --port ${port}`;
}

/**
 * The standalone mock server, and the production build (mocks disabled) talking to it over HTTP and socket.io: the
 * one `npm test` made, or built now with the variables that name the server (its `_headers` policy allows it).
 */
function realModeServers(): Server[] {
  return [
    {
      name: 'real-mode server',
      command: 'npm run mock-server',
      // The production build below calls it from its own origin: the only browser origin it needs.
      env: { MOCK_SERVER_PORT: String(REAL_MODE.server), MOCK_SERVER_ORIGINS: `http://127.0.0.1:${REAL_MODE.page}` },
      ready: MOCK_SERVER_READY,
    },
    {
      name: 'real-mode page',
      command: servedBuild('real-mode', 'production', 'dist-real-e2e', REAL_MODE.page),
      env: realModeE2eEnv(PORT_BASE),
      ready: STATIC_HOST_READY,
    },
  ];
}

/**
 * Hybrid mode (tests/e2e/hybrid-mode.spec.ts): the "real" server is the standalone server with another seed, so
 * its answers differ from the page's own fake backend; the demo built with the passthrough list calls it (the
 * one `npm test` made, or built now with those variables).
 */
function hybridServers(): Server[] {
  return [
    {
      name: 'hybrid real server',
      command: 'npm run mock-server',
      env: {
        MOCK_SERVER_PORT: String(HYBRID.realServer),
        MOCK_SERVER_SEED: String(HYBRID_E2E.realServerSeed),
        MOCK_SERVER_ORIGINS: `http://127.0.0.1:${HYBRID.page}`,
      },
      ready: MOCK_SERVER_READY,
    },
    {
      name: 'hybrid page',
      command: servedBuild('hybrid', 'demo', 'dist-hybrid-e2e', HYBRID.page),
      env: hybridE2eEnv(PORT_BASE),
      ready: STATIC_HOST_READY,
    },
  ];
}

/**
 * Serves the build `npm test` made into `<AMORA_BUILDS>/<folder>` (scripts/builds.mjs), or makes it first into
 * `fallback` (a run of `npx playwright test` alone). The command's environment gives the build its variables.
 */
function servedBuild(folder: string, mode: string, fallback: string, port: number): string {
  const made = process.env.AMORA_BUILDS ? join(process.env.AMORA_BUILDS, folder) : null;
  const outDir = made && existsSync(made) ? made : fallback;
  const serve = staticHost(outDir, port);
  return outDir === made ? serve : `npx vite build --mode ${mode} --outDir ${outDir} --logLevel warn && ${serve}`;
}

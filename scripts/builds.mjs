/**
 * The production and demo builds the checks look at. `npm test` makes each once (scripts/test-all.mjs) and
 * names their folder in AMORA_BUILDS (`<folder>/production`, `<folder>/demo`); the bundle check, the size
 * report and the end-to-end suite's demo server then use them instead of building again. Run alone, a
 * script builds what it needs into a temporary folder.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const BUILDS_ENV = 'AMORA_BUILDS';
const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Builds `mode` into `outDir`, with the manifest the size report reads. `env` adds VITE_ variables for this build
 * alone (Vite reads them from the process's environment, which is put back after).
 */
export async function buildInto(mode, outDir, env = {}) {
  const { build } = await import('vite');
  // Vite sets NODE_ENV to 'production' for a build when it is unset: put back, it would reach every process started
  // after (the end-to-end stage's standalone servers, whose kept build depends on it, and would be built again).
  const before = Object.fromEntries([...Object.keys(env), 'NODE_ENV'].map((name) => [name, process.env[name]]));
  Object.assign(process.env, env);
  try {
    await build({ root, mode, logLevel: 'warn', build: { outDir, emptyOutDir: true, manifest: true, chunkSizeWarningLimit: 100_000 } });
  } finally {
    for (const [name, value] of Object.entries(before)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

/**
 * The end-to-end suite's hybrid-mode demo (tests/e2e/hybrid-mode.spec.ts, docs/guide/hybrid-mode.md): the demo build
 * with the own profile sent to a "real" server (and, with it, the sign-in), the standalone server with another
 * seed at E2E_PORT_BASE + 3 (the build holds its address, so it is made for the suite's ports). `npm test`
 * builds it beside the others into `<AMORA_BUILDS>/hybrid`; playwright.config.ts serves it at E2E_PORT_BASE + 4.
 */
export const HYBRID_E2E = { calls: 'webprofile', realServerSeed: 7 };

export function hybridE2ePorts(portBase = Number(process.env.E2E_PORT_BASE ?? 4391)) {
  return { realServer: portBase + 3, page: portBase + 4 };
}

export function hybridE2eEnv(portBase) {
  return { VITE_API_URL: `http://127.0.0.1:${hybridE2ePorts(portBase).realServer}/api/`, VITE_API_PASSTHROUGH: HYBRID_E2E.calls };
}

/**
 * The end-to-end suite's real mode (tests/e2e/real-mode.spec.ts): the production build, mocks off, talking over
 * HTTP and socket.io to the standalone server at E2E_PORT_BASE + 1 (the build holds its address). `npm test`
 * builds it beside the others into `<AMORA_BUILDS>/real-mode`; playwright.config.ts serves it at E2E_PORT_BASE + 2.
 */
export function realModeE2ePorts(portBase = Number(process.env.E2E_PORT_BASE ?? 4391)) {
  return { server: portBase + 1, page: portBase + 2 };
}

export function realModeE2eEnv(portBase) {
  const server = `http://127.0.0.1:${realModeE2ePorts(portBase).server}`;
  return { VITE_API_URL: `${server}/api/`, VITE_CHAT_URL: server };
}

/** The folder of the build `npm test` made for `mode`, if it made one. */
export function sharedBuild(mode) {
  const folder = process.env[BUILDS_ENV];
  return folder ? join(folder, mode) : null;
}

/**
 * Every build `npm test` checks, one after the other, into `<folder>/<name>`: the production and demo builds (the bundle
 * check, the size report, the journeys) and the real-mode and hybrid builds for their journeys, which the suite's start
 * would otherwise make while no journey runs.
 */
export async function buildAllInto(folder) {
  for (const [name, mode, env] of [
    ['production', 'production'],
    ['demo', 'demo'],
    ['real-mode', 'production', realModeE2eEnv()],
    ['hybrid', 'demo', hybridE2eEnv()],
  ]) {
    await buildInto(mode, join(folder, name), env);
  }
}

/** Hands `use` the folder of a build of `mode`: the shared one, or one made now and removed after. */
export async function withBuild(mode, use) {
  const shared = sharedBuild(mode);
  if (shared) return use(shared);
  const outDir = mkdtempSync(join(tmpdir(), `amora-${mode}-`));
  try {
    await buildInto(mode, outDir);
    return await use(outDir);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

// `node scripts/builds.mjs <folder>`: every checked build into the folder (scripts/test-all.mjs runs it so).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [folder] = process.argv.slice(2);
  if (!folder) throw new Error('usage: node scripts/builds.mjs <folder>');
  await buildAllInto(folder);
}

/**
 * The fake backend's server (mocks/server.ts) for `npm run mock-server`, built once for a state of its sources and
 * kept in node_modules/.cache/amora/mock-server-<mode>-<key>/, then imported by Node as one file of plain JavaScript,
 * packages included: a start costs what loading that file costs, not a Vite config and a module runner transforming
 * the whole fake backend (docs/decisions/027-mock-server-built-once.md). A change to a file of its inputs
 * (serverBuildInputs) makes a new build.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { folderByInputs, markFolderUsed, UNUSED_FOLDER_KEPT_MS } from '../vite/cache-by-inputs.mjs';

const ENTRY = 'mocks/server.ts';
const CACHE_FOLDER = 'node_modules/.cache/amora';

/**
 * What the build is made from: the fake backend and what it imports (the app's contract and rules, fixtures, texts),
 * the seed's snapshot's makers, the packages' versions, the config that gives the aliases and plugins, the env
 * files of the mode (they choose aliases), and this build's own code. Wider than what the build reads (a test
 * checks it covers that: tests/unit/fake-backend/standalone/server-build.logic.test.ts): an edit anywhere in src/
 * builds again once.
 */
export function serverBuildInputs(mode) {
  return [
    'mocks',
    'src',
    'fixtures',
    'locales',
    'package.json',
    'package-lock.json',
    'tsconfig.json',
    'vite.config.ts',
    'scripts/vite',
    'scripts/mock-server',
    ...['.env', '.env.local', `.env.${mode}`, `.env.${mode}.local`],
  ];
}

/**
 * What else the build depends on: the mode, the VITE_* variables (written into the code as import.meta.env), and
 * whether NODE_ENV says production (import.meta.env.DEV and PROD).
 */
export function serverBuildEnvironment(mode, env = process.env) {
  const vite = Object.entries(env)
    .filter(([name]) => name.startsWith('VITE_'))
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return JSON.stringify({ mode, production: env.NODE_ENV === 'production', vite });
}

/** The folder of the server's build for these sources, built now if none is kept. */
export function builtServerFolder({ root, mode = 'development', cacheFolder = CACHE_FOLDER }) {
  return folderByInputs(
    { root, inputs: serverBuildInputs(mode), folder: cacheFolder, name: `mock-server-${mode}`, also: serverBuildEnvironment(mode) },
    async (into) => {
      const { buildServer } = await import('./build-server.mjs');
      await buildServer({ root, entry: ENTRY, mode, outDir: into });
    },
  );
}

/**
 * mocks/server.ts's exports, from the kept build (built first if need be). The build stays marked used while this
 * process runs: it loads some chunks only when first asked (the sign-up's member factory), and another process that
 * builds for other sources removes the builds unused for a while.
 */
export async function importBuiltServer({ root, mode = 'development' }) {
  const folder = await builtServerFolder({ root, mode });
  setInterval(() => void markFolderUsed(folder), UNUSED_FOLDER_KEPT_MS / 4).unref();
  return import(pathToFileURL(join(folder, 'server.js')).href);
}

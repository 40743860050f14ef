/**
 * Builds a TypeScript module of the project, with everything it imports from the project, into one ESM file for
 * Node (`server.js`, and a chunk for each dynamic import), as Vite's module runner would load it: the app's aliases
 * and base, the seed's snapshot (virtual:amora/seed-snapshot), the fixtures' URLs as the dev server gives them.
 * Packages stay imports, loaded from node_modules when the file runs. Slow (Vite, the config, the build): run once
 * for a state of the sources (built-server.mjs keeps the result).
 */
import { readdir, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { fixtureUrlsAsServedPlugin } from './fixture-urls-as-served.mjs';

/** What the build read from the project, beside server.js: a test checks that the cache's inputs cover it. */
export const SOURCES_FILE = 'sources.json';

export async function buildServer({ root, entry, mode, outDir }) {
  const { build, loadConfigFromFile } = await import('vite');
  // The config as the module runner read it (scripts/run-typescript.mjs): a serve in this mode.
  const loaded = await loadConfigFromFile({ command: 'serve', mode }, 'vite.config.ts', root, 'warn');
  const base = loaded?.config.base ?? '/';
  const seedSnapshot = (loaded?.config.plugins ?? []).flat().filter((plugin) => plugin?.name === 'amora:seed-snapshot');
  const output = await build({
    root,
    mode,
    base,
    configFile: false,
    envDir: false,
    publicDir: false,
    logLevel: 'warn',
    resolve: { alias: loaded?.config.resolve?.alias },
    plugins: [fixtureUrlsAsServedPlugin({ root, base }), ...seedSnapshot],
    build: {
      ssr: entry,
      outDir,
      emptyOutDir: false,
      target: 'node20',
      minify: false,
      // Stack traces name the TypeScript files and lines, as under the module runner (mock-server.mjs turns maps on).
      sourcemap: true,
      copyPublicDir: false,
      rolldownOptions: { output: { entryFileNames: 'server.js', chunkFileNames: 'chunks/[name]-[hash].js' } },
    },
  });
  await refuseMovedFiles(outDir);
  const sources = [...new Set([output].flat().flatMap((result) => result.output.flatMap((chunk) => chunk.moduleIds ?? [])))].sort();
  await writeFile(join(outDir, SOURCES_FILE), JSON.stringify(sources, null, 1));
}

/**
 * A file the fake backend imports as a URL is served from where it lies (fixtures/…), as the module runner names it;
 * a build emits it elsewhere under a hashed name, a URL the server does not serve. fixture-urls-as-served.mjs names
 * the `?no-inline` ones as the dev server does; any other such import stops the build, rather than change a URL.
 */
async function refuseMovedFiles(outDir) {
  const moved = (await readdir(outDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && !['.js', '.map'].includes(extname(entry.name)))
    .map((entry) => join(entry.parentPath, entry.name));
  if (moved.length > 0) {
    throw new Error(`The fake backend's build emitted files the server would not serve at their URLs: ${moved.join(', ')}. Import them with ?no-inline (scripts/mock-server/fixture-urls-as-served.mjs).`);
  }
}

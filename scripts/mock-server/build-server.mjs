/**
 * Builds a TypeScript module of the project, with everything it imports, into one ESM file for Node (`server.js`,
 * and a chunk for each dynamic import), as Vite's module runner would load it: the app's aliases and base, the
 * seed's snapshot (virtual:amora/seed-snapshot), the fixtures' URLs as the dev server gives them. Slow (Vite, the
 * config, the build): run once for a state of the sources (built-server.mjs keeps the result).
 *
 * The packages are bundled too: Node then reads one file at each start, not some 450 (express's, socket.io's, and
 * msw's with graphql), which Node 20 has no compile cache for (docs/decisions/027-mock-server-built-once.md). Their
 * code carries no source map: Node reads a module's whole map when it loads it, and theirs would be most of it.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join, relative } from 'node:path';
import { fixtureUrlsAsServedPlugin } from './fixture-urls-as-served.mjs';

/**
 * What the build read, beside server.js, relative to the project's root (a build is kept for its inputs, and another
 * checkout sharing node_modules uses it too): a test checks that the cache's inputs cover it.
 */
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
    // ws's optional native helpers, which it asks for inside a try: left out, it uses its JavaScript.
    ssr: { noExternal: true, external: ['bufferutil', 'utf-8-validate'] },
    plugins: [fixtureUrlsAsServedPlugin({ root, base }), ...seedSnapshot, packagesUnmapped],
    build: {
      ssr: entry,
      outDir,
      emptyOutDir: false,
      target: 'node20',
      minify: false,
      // Stack traces name the TypeScript files and lines, as under the module runner (mock-server.mjs turns maps on);
      // the sources' texts are left out of the maps, which a trace does not need.
      sourcemap: true,
      copyPublicDir: false,
      rolldownOptions: { output: { entryFileNames: 'server.js', chunkFileNames: 'chunks/[name]-[hash].js', sourcemapExcludeSources: true } },
    },
  });
  await refuseMovedFiles(outDir);
  await markUnmappedLines(outDir);
  const ids = new Set([output].flat().flatMap((result) => result.output.flatMap((chunk) => chunk.moduleIds ?? [])));
  // A virtual module's id (`\0…`) is no path.
  const sources = [...ids].map((id) => (id.startsWith('\0') ? id : relative(root, id))).sort();
  await writeFile(join(outDir, SOURCES_FILE), JSON.stringify(sources, null, 1));
}

/** A package's module gives the bundle's map no mappings (its lines are marked unmapped by markUnmappedLines). */
const packagesUnmapped = {
  name: 'amora:packages-unmapped',
  transform: { filter: { id: /[\\/]node_modules[\\/]/ }, handler: (code) => ({ code, map: { mappings: '' } }) },
};

/**
 * A line of the bundle with no mapping (a package's) gets one that names no source. Without it, Node maps a frame
 * on that line to the last mapping before it, a line of some other module of the project.
 */
async function markUnmappedLines(outDir) {
  const maps = (await readdir(outDir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile() && entry.name.endsWith('.js.map'));
  for (const entry of maps) {
    const file = join(entry.parentPath, entry.name);
    const map = JSON.parse(await readFile(file, 'utf8'));
    const lines = map.mappings.split(';');
    // The map's lines end with its last mapping: the lines after it are unmapped too.
    const codeLines = (await readFile(file.slice(0, -'.map'.length), 'utf8')).split('\n').length;
    map.mappings = Array.from({ length: Math.max(codeLines, lines.length) }, (_, index) => lines[index] || 'A').join(';');
    await writeFile(file, JSON.stringify(map));
  }
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

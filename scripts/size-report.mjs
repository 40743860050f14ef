#!/usr/bin/env node
/**
 * What the builds cost the user, gzip, against the budgets:
 * - production build: the JS the first route needs (entry + its static
 *   imports, and anything every page starts loading as the entry runs) <= 120 KB,
 *   and what each lazy chunk adds when it loads <= 40 KB.
 *   A signed-in screen always sits inside the app shell, which loads once for
 *   all of them, so a screen is charged what it adds beyond the first route and
 *   the shell (the shell itself is charged as an area of its own); a dialog or
 *   menu only one screen opens, what it adds beyond that screen; a child route's
 *   screen (a chat), what it adds beyond its parent's (the messages area). The contract
 *   (and zod with it), which the API client loads with the first call (a public page
 *   sends none before its first paint), is charged once, as a chunk of its own, not
 *   again to each screen that also imports zod (a form's rules): a screen's first call
 *   brings it. Should the client load it as it loads again, every page would: it is
 *   then charged to the first route. Braintree's
 *   drop-in is exempt: a third party's, loaded in real mode only.
 * - demo build: the mock layer (the fake backend, fetched after the first
 *   paint: the chunk holding mocks/browser.ts and the controls' panel, and everything it imports statically
 *   beyond the first route) <= 200 KB; the generators it loads on demand only (another seed, a scenario, a
 *   sign-up, a recording) <= 60 KB each, anything else it loads lazily <= 40 KB.
 *
 * Usage: node scripts/size-report.mjs [--check] [chunk ...]   (npm run size -- deck-screen)
 * Each chunk named lists what it adds, file by file. With --check (npm test)
 * it exits 1 when anything is over its budget.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { withBuild as withBuildFolder } from './builds.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const KB = 1024;
const FIRST_ROUTE_BUDGET = 120 * KB;
const LAZY_CHUNK_BUDGET = 40 * KB;
const MOCK_LAYER_BUDGET = 200 * KB;
/**
 * The generators (faker, the seed, the scenarios, the seed a hybrid visit records) the fake backend loads only for
 * another seed, a scenario, a new member's sign-up or a recording: never at the start, which loads the build's
 * snapshot of the default seed.
 */
const GENERATORS_BUDGET = 60 * KB;
// A chunk is known by its module, or by its name where the bundler folded a dynamic import into a chunk shared
// with another importer (the hostile-input scenario, which the controls and the scenarios both import).
const isGenerators = (key) => /^mocks\/(seed|scenarios|factories)\/|^mocks\/hybrid\/recorded-visit\./.test(key) || /faker|member|hostile-input/.test(key);
const MOCK_ENTRY = 'mocks/browser.ts';
/** The chunk the build puts the fake backend's start in (scripts/vite/fake-backend-chunks.ts): the mock layer's file. */
const MOCK_LAYER_CHUNK = 'fake-backend';
/**
 * Imported by the API client (src/shared/api/client.ts) with the first call. A module-level import (`const x =
 * import('./contract')`) would start it as the client loads, on every page: `atStart` tells them apart.
 */
const CONTRACT = {
  key: 'src/shared/api/contract/index.ts',
  importedBy: 'src/shared/api/client.ts',
  as: "import('./contract')",
  atStart: /^(?:export )?(?:const|let|var) \w+ = import\('\.\/contract'\)/m,
};
/** Loaded in real mode only, from a third party: exempt from the budgets. */
const isExempt = (chunk) => Boolean(chunk.src?.includes('node_modules/braintree-web-drop-in/'));

const args = process.argv.slice(2);
const check = args.includes('--check');
const named = args.filter((arg) => !arg.startsWith('--'));

/** Hands `use` the manifest and folder of a build of `mode` (scripts/builds.mjs). */
function withBuild(mode, use) {
  return withBuildFolder(mode, (outDir) => use(JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')), outDir));
}

function measure(manifest, outDir) {
  const gzipCache = new Map();
  const gzipOf = (file) => {
    if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length);
    return gzipCache.get(file);
  };
  const sum = (files) => [...files].reduce((total, file) => total + gzipOf(file), 0);
  /** A chunk's file and every file it imports statically, transitively. */
  const staticClosure = (key, seen = new Set()) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return seen;
    seen.add(chunk.file);
    for (const imported of chunk.imports ?? []) staticClosure(imported, seen);
    return seen;
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('No entry chunk in the manifest');
  const client = readFileSync(join(root, CONTRACT.importedBy), 'utf8');
  if (!client.includes(CONTRACT.as)) {
    throw new Error(`${CONTRACT.importedBy} no longer loads ${CONTRACT.key}: update CONTRACT in scripts/size-report.mjs`);
  }
  const contractAtStart = CONTRACT.atStart.test(client);
  // Loaded by every page as the client loads: part of the first route, whatever the bundler calls it.
  const firstRoute = staticClosure(entryKey);
  if (contractAtStart) staticClosure(CONTRACT.key, firstRoute);
  return { gzipOf, sum, staticClosure, entryKey, firstRoute, contractAtStart };
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/** The production build's first route and lazy chunks; returns what is over budget. */
function report(manifest, outDir) {
  const { gzipOf, sum, staticClosure, entryKey, firstRoute, contractAtStart } = measure(manifest, outDir);
  const cssOf = (files) =>
    new Set(Object.values(manifest).filter((chunk) => files.has(chunk.file)).flatMap((chunk) => chunk.css ?? []));

  const rows = [];
  rows.push({
    name: `first route: every script the landing starts (entry + static imports${contractAtStart ? ' + the contract, which the API client loads as it loads' : ''})`,
    files: firstRoute.size,
    own: gzipOf(manifest[entryKey].file),
    cost: sum(firstRoute),
    css: sum(cssOf(firstRoute)),
    budget: FIRST_ROUTE_BUDGET,
  });

  // What the API client loads with the first call: charged here, then known to every lazy chunk (a screen's calls
  // and a form's rules come after it).
  const withFirstCall = new Set([...staticClosure(CONTRACT.key)].filter((file) => !firstRoute.has(file)));
  rows.push({
    name: `first call: the contract (${CONTRACT.key}, loaded by the API client with the first call)`,
    files: withFirstCall.size,
    own: gzipOf(manifest[CONTRACT.key].file),
    cost: sum(withFirstCall),
    css: 0,
    budget: LAZY_CHUNK_BUDGET,
  });
  const started = new Set([...firstRoute, ...withFirstCall]);

  // The screens app-routes.tsx lazy-loads, and the member popups they open, render inside the shell.
  const shellKey = 'src/app/shell/app-shell.tsx';
  const appRoutes = readFileSync(join(root, 'src/app/routes/app-routes.tsx'), 'utf8');
  const shellScreens = new Set([...appRoutes.matchAll(/import\('@\/([^']+)'\)/g)].map((match) => `src/${match[1]}`));
  const insideShell = (src = '') => src.startsWith('src/member/') || shellScreens.has(src.replace(/\.tsx?$/, ''));
  // A screen of a child route (a chat under the messages area) always opens inside its parent route's screen.
  const parentRoutes = new Map(
    [...appRoutes.matchAll(/import\('@\/([^']+)'\)[^\n]*\n\s*children: \[\{[^\n]*import\('@\/([^']+)'\)/g)].map((match) => [`src/${match[2]}`, `src/${match[1]}`]),
  );
  /** The chunks that import `key`, statically ('imports') or lazily ('dynamicImports'). */
  const importersOf = (key, kinds) => Object.keys(manifest).filter((other) => kinds.some((kind) => manifest[other][kind]?.includes(key)));
  const keyOfSource = (source) => Object.keys(manifest).find((key) => key.replace(/\.tsx?$/, '') === source);
  const withShell = new Set([...started, ...staticClosure(shellKey)]);

  /**
   * What is already loaded when a lazy chunk loads: a child route's screen comes after its parent's; a
   * chunk that only one other chunk imports (a screen's dialog or menu) after that chunk; a signed-in
   * screen after the shell; anything else after the first route and the contract.
   */
  const baseOf = (key) => {
    // The shell is an area of its own: it loads once, after the first route, for every signed-in screen.
    if (key === shellKey) return { files: started, label: null };
    const parentRoute = keyOfSource(parentRoutes.get(manifest[key].src?.replace(/\.tsx?$/, '')) ?? '');
    if (parentRoute) return { files: new Set([...baseOf(parentRoute).files, ...staticClosure(parentRoute)]), label: manifest[parentRoute].name };
    const importers = importersOf(key, ['dynamicImports']);
    if (importers.length === 1 && importers[0] !== entryKey) {
      const parent = baseOf(importers[0]);
      return { files: new Set([...parent.files, ...staticClosure(importers[0])]), label: manifest[importers[0]].name };
    }
    return inShellArea(key) ? { files: withShell, label: 'shell' } : { files: started, label: null };
  };
  /**
   * A chunk of a signed-in screen or of the member layer; a shared chunk has no src of its own: it is in the
   * shell's area when the shell loads it (the premium gate), or when only chunks of that area load it.
   */
  const shellArea = new Map();
  const inShellArea = (key) => {
    if (insideShell(manifest[key].src) || withShell.has(manifest[key].file)) return true;
    if (!shellArea.has(key)) {
      shellArea.set(key, false); // while being decided: an import cycle proves nothing
      const importers = importersOf(key, ['imports', 'dynamicImports']);
      shellArea.set(key, importers.length > 0 && importers.every(inShellArea));
    }
    return shellArea.get(key);
  };

  const lazyKeys = Object.keys(manifest)
    .filter((key) => manifest[key].isDynamicEntry && key !== CONTRACT.key)
    .sort((a, b) => a.localeCompare(b));
  for (const key of lazyKeys) {
    const chunk = manifest[key];
    // What loading this chunk adds on top of what is already loaded when it loads.
    const base = baseOf(key);
    const added = new Set([...staticClosure(key)].filter((file) => !base.files.has(file)));
    rows.push({
      name: `lazy: ${chunk.name ?? key} (${chunk.src ?? chunk.file})${base.label ? ` [in ${base.label}]` : ''}`,
      files: added.size,
      own: gzipOf(chunk.file),
      cost: sum(added),
      css: sum(new Set([...cssOf(added)].filter((file) => !cssOf(base.files).has(file)))),
      budget: LAZY_CHUNK_BUDGET,
      exempt: isExempt(chunk),
    });
  }

  console.log('production build:');
  const table = rows.map((row) => ({
    chunk: row.name,
    'JS files': String(row.files),
    'own gzip': kb(row.own),
    'JS gzip (loads)': kb(row.cost),
    'CSS gzip': kb(row.css),
    budget: kb(row.budget),
    status: statusOf(row),
  }));
  printTable(table);

  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk.name ?? chunk.src ?? chunk.file]));
  const printFiles = (files) => {
    for (const file of [...files].sort((a, b) => gzipOf(b) - gzipOf(a))) {
      console.log(`  ${kb(gzipOf(file)).padStart(9)}  ${file}  (${byFile.get(file)})`);
    }
  };
  console.log('\nfirst route, file by file:');
  printFiles(firstRoute);

  for (const name of named) {
    const key = lazyKeys.find((candidate) => manifest[candidate].name === name);
    if (!key) {
      console.log(`\nno lazy chunk named ${name}`);
      continue;
    }
    console.log(`\n${name} adds, file by file:`);
    const base = baseOf(key).files;
    printFiles([...staticClosure(key)].filter((file) => !base.has(file)));
  }

  console.log(
    `first route <= ${kb(FIRST_ROUTE_BUDGET)}, each lazy chunk <= ${kb(LAZY_CHUNK_BUDGET)}, gzip level 9; ` +
      `"loads" counts the chunk and the static imports it adds beyond the first route and the contract, or beyond the [in ...] chunk it always opens in.`,
  );
  return overBudget(rows);
}

/** The demo build's mock layer and what it loads lazily beyond it; returns what is over budget. */
function reportMockLayer(manifest, outDir) {
  const { sum, staticClosure, firstRoute } = measure(manifest, outDir);
  const mockKey = Object.keys(manifest).find((key) => manifest[key].name === MOCK_LAYER_CHUNK && key.endsWith('.js'));
  if (!mockKey) throw new Error(`No chunk named "${MOCK_LAYER_CHUNK}" in the demo build: update MOCK_LAYER_CHUNK in scripts/size-report.mjs`);
  const mockLayer = new Set([...staticClosure(mockKey)].filter((file) => !firstRoute.has(file)));
  const rows = [{ name: `mock layer (${MOCK_ENTRY} + static imports beyond the first route)`, files: mockLayer.size, cost: sum(mockLayer), budget: MOCK_LAYER_BUDGET }];
  // What the layer imports lazily of itself (the controls' panel, imported once the start is done) is in it already.
  for (const key of (manifest[mockKey].dynamicImports ?? []).filter((key) => !mockLayer.has(manifest[key].file))) {
    const added = new Set([...staticClosure(key)].filter((file) => !firstRoute.has(file) && !mockLayer.has(file)));
    const budget = isGenerators(key) ? GENERATORS_BUDGET : LAZY_CHUNK_BUDGET;
    rows.push({ name: `lazy: ${manifest[key].name} (${key}) [in mock layer]`, files: added.size, cost: sum(added), budget });
  }
  console.log('\ndemo build:');
  printTable(rows.map((row) => ({ chunk: row.name, 'JS files': String(row.files), 'JS gzip (loads)': kb(row.cost), budget: kb(row.budget), status: statusOf(row) })));
  return overBudget(rows);
}

const statusOf = (row) => (row.exempt ? 'exempt' : row.cost <= row.budget ? 'ok' : 'OVER');
const overBudget = (rows) => rows.filter((row) => statusOf(row) === 'OVER').map((row) => `${row.name}: ${kb(row.cost)} > ${kb(row.budget)}`);

function printTable(rows) {
  const columns = Object.keys(rows[0]);
  const widths = columns.map((column) => Math.max(column.length, ...rows.map((row) => row[column].length)));
  const line = (cells) => cells.map((cell, index) => (index === 0 ? cell.padEnd(widths[index]) : cell.padStart(widths[index]))).join('  ');
  console.log(line(columns));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(columns.map((column) => row[column])));
}

const over = [
  ...(await withBuild('production', (manifest, outDir) => report(manifest, outDir))),
  ...(await withBuild('demo', (manifest, outDir) => reportMockLayer(manifest, outDir))),
];
console.log(over.length === 0 ? '\nsize: every budget holds' : `\nsize: ${over.length} over budget: ${over.join('; ')}`);
if (check && over.length > 0) process.exit(1);

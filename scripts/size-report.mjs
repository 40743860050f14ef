#!/usr/bin/env node
/**
 * What the production build costs the user, gzip: the JS the first route needs
 * (entry + its static imports) and what each lazy chunk adds when it loads.
 * Budgets: first route <= 120 KB, each lazy area <= 40 KB. A signed-in screen
 * always sits inside the app shell, which loads once for all of them, so a
 * screen is charged what it adds beyond the first route and the shell (the
 * shell itself is charged as an area of its own); a dialog or menu only one
 * screen opens, what it adds beyond that screen. This is a report, not a
 * gate: it exits 0 even over budget.
 *
 * Usage: node scripts/size-report.mjs [chunk ...]   (npm run size -- deck-screen)
 * Each chunk named lists what it adds, file by file.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const KB = 1024;
const FIRST_ROUTE_BUDGET = 120 * KB;
const LAZY_CHUNK_BUDGET = 40 * KB;

const outDir = mkdtempSync(join(tmpdir(), 'amora-size-'));
try {
  await build({
    root,
    mode: 'production',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, manifest: true, chunkSizeWarningLimit: 100_000 },
  });
  report(JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')));
} finally {
  rmSync(outDir, { recursive: true, force: true });
}

function report(manifest) {
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
  const cssOf = (files) =>
    new Set(Object.values(manifest).filter((chunk) => files.has(chunk.file)).flatMap((chunk) => chunk.css ?? []));

  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('No entry chunk in the manifest');
  const firstRoute = staticClosure(entryKey);

  const rows = [];
  rows.push({
    name: 'first route (entry + static imports)',
    files: firstRoute.size,
    own: gzipOf(manifest[entryKey].file),
    cost: sum(firstRoute),
    css: sum(cssOf(firstRoute)),
    budget: FIRST_ROUTE_BUDGET,
  });

  // The screens app-routes.tsx lazy-loads, and the member popups they open, render inside the shell.
  const shellKey = 'src/app/shell/app-shell.tsx';
  const appRoutes = readFileSync(join(root, 'src/app/routes/app-routes.tsx'), 'utf8');
  const shellScreens = new Set([...appRoutes.matchAll(/import\('@\/([^']+)'\)/g)].map((match) => `src/${match[1]}`));
  const insideShell = (src = '') => src.startsWith('src/shared/member/') || shellScreens.has(src.replace(/\.tsx?$/, ''));
  const withShell = new Set([...firstRoute, ...staticClosure(shellKey)]);

  /**
   * What is already loaded when a lazy chunk loads: a chunk that only one other
   * chunk imports (a screen's dialog or menu) comes after that chunk; a
   * signed-in screen after the shell; anything else after the first route.
   */
  const baseOf = (key) => {
    const importers = Object.keys(manifest).filter((other) => manifest[other].dynamicImports?.includes(key));
    if (importers.length === 1 && importers[0] !== entryKey) {
      const parent = baseOf(importers[0]);
      return { files: new Set([...parent.files, ...staticClosure(importers[0])]), label: manifest[importers[0]].name };
    }
    // A shared chunk the shell itself loads (the premium gate) has no src of its own: its file says where it is.
    const inShell = insideShell(manifest[key].src) || withShell.has(manifest[key].file);
    return inShell ? { files: withShell, label: 'shell' } : { files: firstRoute, label: null };
  };

  const lazyKeys = Object.keys(manifest)
    .filter((key) => manifest[key].isDynamicEntry)
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
    });
  }

  const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
  const table = rows.map((row) => ({
    chunk: row.name,
    'JS files': String(row.files),
    'own gzip': kb(row.own),
    'JS gzip (loads)': kb(row.cost),
    'CSS gzip': kb(row.css),
    budget: kb(row.budget),
    status: row.cost <= row.budget ? 'ok' : 'OVER',
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

  for (const name of process.argv.slice(2)) {
    const key = lazyKeys.find((candidate) => manifest[candidate].name === name);
    if (!key) {
      console.log(`\nno lazy chunk named ${name}`);
      continue;
    }
    console.log(`\n${name} adds, file by file:`);
    const base = baseOf(key).files;
    printFiles([...staticClosure(key)].filter((file) => !base.has(file)));
  }

  const over = rows.filter((row) => row.cost > row.budget).length;
  console.log(
    `\nsize: ${rows.length - over} within budget, ${over} over ` +
      `(first route <= ${kb(FIRST_ROUTE_BUDGET)}, each lazy chunk <= ${kb(LAZY_CHUNK_BUDGET)}, gzip level 9; ` +
      `"loads" counts the chunk and the static imports it adds beyond the first route, or beyond the [in ...] chunk it always opens in).`,
  );
}

function printTable(rows) {
  const columns = Object.keys(rows[0]);
  const widths = columns.map((column) => Math.max(column.length, ...rows.map((row) => row[column].length)));
  const line = (cells) => cells.map((cell, index) => (index === 0 ? cell.padEnd(widths[index]) : cell.padStart(widths[index]))).join('  ');
  console.log(line(columns));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(columns.map((column) => row[column])));
}

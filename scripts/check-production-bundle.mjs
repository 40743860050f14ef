#!/usr/bin/env node
/**
 * Proves that a production build ships no mock code: no MSW worker, no fixture
 * file, no byte of msw, @msw/data, faker or mock-socket. The same markers are
 * then looked for in a demo build, where the fake backend must be present: a
 * marker that never matches anything would prove nothing.
 *
 * Usage: node scripts/check-production-bundle.mjs   (npm run test:bundle)
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { withBuild } from './builds.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const WORKER_FILE = 'mockServiceWorker.js';
/** Vite inlines assets below this size as data URLs (build.assetsInlineLimit). */
const INLINE_LIMIT = 4096;

/**
 * Strings that survive minification because they are data, not names: protocol
 * constants, error texts and URLs of each library (checked against real builds).
 */
const markers = [
  { library: 'msw', text: 'INTEGRITY_CHECK_REQUEST' }, // msw/browser <-> worker protocol
  { library: 'msw', text: 'mswjs.io' }, // msw's messages link to its docs
  { library: 'msw', text: WORKER_FILE }, // the worker's URL, in msw and in mocks/browser.ts
  { library: '@msw/data', text: 'STRICT_QUERY_WITHOUT_RESULTS' }, // its error codes
  { library: '@faker-js/faker', text: '[@faker-js/faker]' }, // its deprecation notices
  { library: 'mock-socket', text: 'A mock server is already listening on this url' },
];

const results = [];
function check(name, failures) {
  results.push({ name, failures });
  const mark = failures.length === 0 ? 'ok  ' : 'FAIL';
  console.log(`  ${mark} ${name}`);
  for (const failure of failures) console.log(`         ${failure}`);
}

function listFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? listFiles(path) : [path];
  });
}

const sha256 = (buffer) => createHash('sha256').update(buffer).digest('hex');
const isText = (file) => ['.js', '.mjs', '.css', '.html', '.json', '.webmanifest', '.svg', '.txt'].includes(extname(file));

/** Runs `checks` on the files of a build of `mode`; a build that fails is a failed check. */
async function inBuild(mode, checks) {
  try {
    await withBuild(mode, (outDir) => checks(readOutput(outDir)));
  } catch (error) {
    check(`${mode} build succeeds`, [String(error?.message ?? error)]);
  }
}

function readOutput(outDir) {
  return listFiles(outDir).map((path) => {
    const bytes = readFileSync(path);
    return { path, name: relative(outDir, path), bytes, text: isText(path) ? bytes.toString('utf8') : null };
  });
}

function markersFound(files) {
  return markers.map((marker) => ({
    ...marker,
    files: files.filter((file) => file.text?.includes(marker.text)).map((file) => file.name),
  }));
}

/** Fixture files, by content: copied under a hashed name, or inlined as base64. */
function fixtureLeaks(files) {
  const fixtures = listFiles(join(root, 'fixtures')).filter((path) => statSync(path).size > 0);
  const leaks = [];
  for (const fixture of fixtures) {
    const bytes = readFileSync(fixture);
    const hash = sha256(bytes);
    const stem = basename(fixture, extname(fixture));
    const copy = files.find((file) => sha256(file.bytes) === hash || basename(file.name) === basename(fixture));
    if (copy) leaks.push(`${relative(root, fixture)} is in the build as ${copy.name}`);
    const hashedName = files.find((file) => new RegExp(`^${stem.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-[\\w-]{8}\\.`).test(basename(file.name)));
    if (!copy && hashedName) leaks.push(`${relative(root, fixture)} looks copied as ${hashedName.name}`);
    if (bytes.length <= INLINE_LIMIT && bytes.length >= 32) {
      const inlined = files.find((file) => file.text?.includes(bytes.toString('base64')));
      if (inlined) leaks.push(`${relative(root, fixture)} is inlined in ${inlined.name}`);
    }
  }
  return leaks;
}

/** Libraries the fake backend imports somewhere: the demo bundle must show their markers. */
function librariesUsedByMocks() {
  const sources = listFiles(join(root, 'mocks'))
    .filter((path) => /\.(ts|tsx|js|mjs)$/.test(path) && !path.includes(`${join('mocks', 'public')}`) && !/\.test\.\w+$/.test(path))
    .map((path) => readFileSync(path, 'utf8'))
    .join('\n');
  const used = new Set();
  for (const library of new Set(markers.map((marker) => marker.library))) {
    const escaped = library.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    if (new RegExp(`(from|import)\\s*\\(?\\s*['"]${escaped}(/[^'"]*)?['"]`).test(sources)) used.add(library);
  }
  return used;
}

async function checkProduction() {
  console.log('production build (mode production):');
  await inBuild('production', (files) => {
    check(
      `no ${WORKER_FILE} in the build`,
      files.filter((file) => basename(file.name) === WORKER_FILE).map((file) => `found ${file.name}`),
    );
    check('no fixture file in the build', fixtureLeaks(files));
    check(
      'no mock library code in the build',
      markersFound(files)
        .filter((marker) => marker.files.length > 0)
        .map((marker) => `${marker.library} marker "${marker.text}" in ${marker.files.join(', ')}`),
    );
  });
}

async function checkDemo() {
  console.log('demo build (mode demo), where the same markers must be found:');
  await inBuild('demo', (files) => {
    check(`${WORKER_FILE} is in the demo build`, files.some((file) => file.name === WORKER_FILE) ? [] : [`no ${WORKER_FILE} at the root`]);
    const used = librariesUsedByMocks();
    const missing = [];
    for (const marker of markersFound(files)) {
      if (marker.files.length > 0) continue;
      if (marker.library !== 'msw' && !used.has(marker.library)) {
        console.log(`  skip marker "${marker.text}": mocks/ does not import ${marker.library} (yet)`);
        continue;
      }
      missing.push(`${marker.library} marker "${marker.text}" not found: the marker no longer detects that library, update it`);
    }
    check('every mock marker is detected in the demo build', missing);
  });
}

await checkProduction();
await checkDemo();

const failed = results.filter((result) => result.failures.length > 0).length;
console.log(`bundle: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);

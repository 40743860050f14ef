#!/usr/bin/env node
/**
 * `npm run bench`: what the fake backend and the proof cost, in figures (not part of the tests).
 *
 * 1. In Node: the default seed by the generators and from the build's snapshot (first load, reset), then
 *    seeding and the heaviest calls at 1,000 / 10,000 / 100,000 people.
 * 2. The demo build in Chromium (scripts/bench-start.mjs): the first visit to /login, and reloads of
 *    deep links to their content, with the fake backend's own start.
 * 3. The wall time of the unit suite and of the end-to-end suite, as `npm test` runs them.
 *
 * `npm run bench -- --skip-suites` leaves out 3 (it takes minutes); `-- --only-chat-list` runs only the
 * chat calls beside a chat of 10,000 messages (decision 016). Run it on a quiet machine.
 */
import { spawnSync } from 'node:child_process';
import { importWithViteAliasesKeptOpen } from './run-typescript.mjs';

const skipSuites = process.argv.includes('--skip-suites');
const onlyChatList = process.argv.includes('--only-chat-list');

const { runBench } = await importWithViteAliasesKeptOpen('./scripts/bench/run-bench.ts', 'bench');
await runBench({ onlyChatList });
if (onlyChatList) process.exit(0);

console.log('');
const start = spawnSync('node', ['scripts/bench-start.mjs'], { stdio: 'inherit' });
if (start.status !== 0) process.exit(start.status ?? 1);

if (!skipSuites) {
  console.log('\nThe suites, wall time:');
  for (const [name, command, args] of [
    ['unit (vitest run)', 'npx', ['vitest', 'run']],
    ['end-to-end (playwright test)', 'npx', ['playwright', 'test']],
  ]) {
    const started = Date.now();
    const run = spawnSync(command, args, { stdio: 'ignore' });
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    console.log(`  ${name.padEnd(30)} ${seconds} s${run.status === 0 ? '' : ` (failed, exit ${run.status})`}`);
  }
}
process.exit(0);

#!/usr/bin/env node
/**
 * `npm test`: every check, failing on the first that fails. First, side by side, everything that needs only
 * the sources: the typecheck, the lint, the unit tests (which also play every story), the production, demo,
 * real-mode and hybrid builds and the Storybook build. The unit tests, the longest of them, wait on the stories'
 * own timers and leave part of two cores idle; the others run below them and fill those gaps.
 * Then, on those builds, the production bundle check, the sizes and the end-to-end journeys. The browser for
 * the last stage is found, or installed, while the others run (scripts/browser/ensure-browser.mjs): on a
 * fresh machine its install does not wait in line.
 */
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { BUILDS_ENV } from './builds.mjs';

const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/**
 * The prefix that starts a check below the unit tests. Where Linux's idle class is at hand (`chrt --idle`), in it: a
 * unit worker that wakes from one of its many short waits (a timer, the fake backend's answer) takes the core at
 * once, where at the lowest nice it waits for the running check's time slice first
 * (docs/decisions/026-unit-run-cpu-where-it-goes.md). Elsewhere at the lowest nice. Tried by running `true` through
 * it: a container may refuse the idle class.
 */
const BELOW = [['chrt', '--idle', '0'], ['nice', '-n', '19']].find((prefix) => spawnSync(prefix[0], [...prefix.slice(1), 'true']).status === 0) ?? [];

/**
 * Runs a command (with `env` added to this one's), below the unit tests if `below`; its output goes to the terminal as
 * it comes unless `quiet`, and is handed back either way.
 */
function run(command, args, { quiet = false, below = false, env = {} } = {}) {
  const [file, ...rest] = below && BELOW.length > 0 ? [...BELOW, command, ...args] : [command, ...args];
  // Piped, a command sees no terminal: it keeps its colours where this one has them.
  const colour = !quiet && process.stdout.isTTY ? { FORCE_COLOR: '1' } : {};
  return new Promise((resolve) => {
    const child = spawn(file, rest, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...colour, ...env } });
    let output = '';
    const keep = (terminal) => (chunk) => {
      output += chunk;
      if (!quiet) terminal.write(chunk);
    };
    child.stdout.on('data', keep(process.stdout));
    child.stderr.on('data', keep(process.stderr));
    child.on('close', (code) => resolve({ code: code ?? 1, output, quiet }));
  });
}

function stop(stage, code) {
  console.error(`\nnpm test: ${stage} failed (exit ${code})`);
  process.exit(code || 1);
}

/** The most of a failed check's output said again. */
const FAILURE_LINES = 150;

/**
 * Says again what the unit tests printed on failing, when another failed check's output came after theirs: a CI log
 * is read from its end. From Vitest's summary of what failed when there is one, else the output's tail.
 */
function sayFailuresAgain(name, output) {
  const lines = stripVTControlCharacters(output).trimEnd().split('\n');
  const summary = lines.findIndex((line) => /⎯ (Failed Tests|Failed Suites|Unhandled Errors?) /.test(line));
  console.error(`\nnpm test: what ${name} said last\n\n${lines.slice(summary >= 0 ? summary : -40).slice(0, FAILURE_LINES).join('\n')}`);
}

const started = Date.now();
const stageTimes = [];
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(0)} s`;

/** A check of the first stage: its result, and how long it took on its own clock. */
async function timed(name, work) {
  const at = Date.now();
  const result = await work();
  return { name, ...result, took: seconds(at) };
}

const browser = run('node', ['scripts/browser/ensure-browser.mjs'], { quiet: true, below: true });

// The builds the later stages check and serve, made once (scripts/builds.mjs).
const builds = fileURLToPath(new URL('../dist-checked', import.meta.url));

const firstStageAt = Date.now();
// The unit tests print as they go; the others' output is held back, and printed whole if they fail, so nothing
// interleaves. One unit worker a core, not two (vitest.config.ts says why). The unit tests set this stage's length:
// the other checks run below them and take the CPU they leave while they wait.
const firstStage = [
  timed('test:unit', () => run(NPM, ['run', 'test:unit'], { env: { UNIT_WORKERS_PER_CORE: '1' } })),
  // On one thread: the stage is short of CPU, not of wall time (docs/decisions/033-native-typecheck.md).
  timed('typecheck', () => run(NPM, ['run', 'typecheck', '--', '--singleThreaded'], { quiet: true, below: true })),
  timed('lint', () => run(NPM, ['run', 'lint'], { quiet: true, below: true })),
  // Storybook's test build: every story bundled as in the full one, without the docs' blocks, docgen, source maps
  // and tree-shaking, which only a published Storybook needs; about half the CPU.
  timed('storybook:build', () => run(NPM, ['run', 'storybook:build', '--', '--test'], { quiet: true, below: true })),
  timed('build', () => run('node', ['scripts/builds.mjs', builds], { quiet: true, below: true })),
];
const checks = await Promise.all(firstStage);
// A passed check's output is left out (the closing line gives its time); a failed one's is printed whole.
const failedQuietly = checks.filter((check) => check.quiet && check.code !== 0);
for (const check of failedQuietly) process.stdout.write(check.output);
const unit = checks.find((check) => check.name === 'test:unit');
if (unit && unit.code !== 0 && failedQuietly.length > 0) sayFailuresAgain(unit.name, unit.output);
stageTimes.push(`sources ${seconds(firstStageAt)} (${checks.map((check) => `${check.name} ${check.took}`).join(', ')})`);
// In the order a reader fixes them: the types first.
for (const name of ['typecheck', 'lint', 'test:unit', 'build', 'storybook:build']) {
  const check = checks.find((entry) => entry.name === name);
  if (check && check.code !== 0) stop(name, check.code);
}
process.env[BUILDS_ENV] = builds;

async function stage(name, work) {
  const at = Date.now();
  await work();
  stageTimes.push(`${name} ${seconds(at)}`);
}

for (const script of ['test:bundle', 'test:size']) {
  await stage(script, async () => {
    const { code } = await run(NPM, ['run', script]);
    if (code !== 0) stop(script, code);
  });
}

await stage('test:e2e', async () => {
  const found = await browser;
  process.stdout.write(found.output);
  if (found.code !== 0) stop('finding the browser', found.code);
  const { code } = await run('npx', ['playwright', 'test']);
  if (code !== 0) stop('test:e2e', code);
});

console.log(`\nnpm test: every check passed in ${seconds(started)} (${stageTimes.join(', ')})`);

#!/usr/bin/env node
/**
 * `npm test`: every check, failing on the first that fails. First, side by side, everything that needs only
 * the sources: the typecheck, the lint, the unit tests (which also play every story), the production, demo,
 * real-mode and hybrid builds and the Storybook build. The unit tests, the longest of them, wait on the stories'
 * own timers and leave part of two cores idle; the others run at a lower priority and fill those gaps.
 * Then, on those builds, the production bundle check, the sizes and the end-to-end journeys. The browser for
 * the last stage is found, or installed, while the others run (scripts/browser/ensure-browser.mjs): on a
 * fresh machine its install does not wait in line.
 */
import { spawn } from 'node:child_process';
import { constants, setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import { BUILDS_ENV, buildInto, hybridE2eEnv, realModeE2eEnv } from './builds.mjs';

const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs a command (with `env` added to this one's); its output goes to the terminal as it comes unless `quiet`, then it is handed back. */
function run(command, args, { quiet = false, env = {} } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env } });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

function stop(stage, code) {
  console.error(`\nnpm test: ${stage} failed (exit ${code})`);
  process.exit(code || 1);
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

const browser = run('node', ['scripts/browser/ensure-browser.mjs'], { quiet: true });

// The production and demo builds, made once for the bundle check, the size report and the journeys, and the
// real-mode and hybrid-mode builds for their journeys, which the suite's start would otherwise make while no
// journey runs (scripts/builds.mjs). In this process, one after the other; started after the children below,
// which must not inherit these builds' environment.
const builds = fileURLToPath(new URL('../dist-checked', import.meta.url));
async function buildAll() {
  for (const [folder, mode, env] of [
    ['production', 'production'],
    ['demo', 'demo'],
    ['real-mode', 'production', realModeE2eEnv()],
    ['hybrid', 'demo', hybridE2eEnv()],
  ]) {
    try {
      await buildInto(mode, `${builds}/${folder}`, env);
    } catch (error) {
      return { code: 1, output: `the ${folder} build: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n` };
    }
  }
  return { code: 0, output: '' };
}

const firstStageAt = Date.now();
// The unit tests print as they go; the others' output is held back and printed whole, so nothing interleaves.
// One unit worker a core, not two (vitest.config.ts says why).
const firstStage = [timed('test:unit', () => run(NPM, ['run', 'test:unit'], { env: { UNIT_WORKERS_PER_CORE: '1' } }))];
// The unit tests set this stage's length. Side by side at one priority, the other checks stretched them from about
// 95 s alone to 145 s; below them, they take the CPU the unit tests leave while they wait, and the stage takes
// 120 s to 140 s. This process keeps the lower priority, and so do the checks it starts from here on: they are the
// machine's only work by then.
setPriority(constants.priority.PRIORITY_BELOW_NORMAL);
firstStage.push(
  // On one thread: the stage is short of CPU, not of wall time (docs/decisions/033-native-typecheck.md).
  timed('typecheck', () => run(NPM, ['run', 'typecheck', '--', '--singleThreaded'], { quiet: true })),
  timed('lint', () => run(NPM, ['run', 'lint'], { quiet: true })),
  // Storybook's test build: every story bundled as in the full one, without the docs' blocks, docgen, source maps
  // and tree-shaking, which only a published Storybook needs; about half the CPU.
  timed('storybook:build', () => run(NPM, ['run', 'storybook:build', '--', '--test'], { quiet: true })),
  timed('build', buildAll),
);
const checks = await Promise.all(firstStage);
for (const check of checks) process.stdout.write(check.output);
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

#!/usr/bin/env node
/**
 * `npm test`: every check, stopping at the first that fails: typecheck and lint side by side, the unit
 * tests (which also play every story), the production bundle and the sizes, the Storybook build, then the
 * end-to-end journeys. The browser for the last stage is found, or installed, while the others run
 * (scripts/browser/ensure-browser.mjs): on a fresh machine its install no longer waits in line.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { BUILDS_ENV, buildInto, hybridE2eEnv } from './builds.mjs';

const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs a command; its output goes to the terminal as it comes unless `quiet`, then it is handed back. */
function run(command, args, { quiet = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
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
async function stage(name, work) {
  const at = Date.now();
  await work();
  stageTimes.push(`${name} ${((Date.now() - at) / 1000).toFixed(0)} s`);
}

const browser = run('node', ['scripts/browser/ensure-browser.mjs'], { quiet: true });

await stage('typecheck + lint', async () => {
  // Output held back and printed whole, so the two do not interleave.
  const [typecheck, lint] = await Promise.all([run(NPM, ['run', 'typecheck'], { quiet: true }), run(NPM, ['run', 'lint'], { quiet: true })]);
  process.stdout.write(typecheck.output + lint.output);
  if (typecheck.code !== 0) stop('typecheck', typecheck.code);
  if (lint.code !== 0) stop('lint', lint.code);
});

await stage('test:unit', async () => {
  const { code } = await run(NPM, ['run', 'test:unit']);
  if (code !== 0) stop('test:unit', code);
});

// The production and demo builds, made once for the bundle check, the size report and the journeys, and the
// hybrid-mode demo for its journey (scripts/builds.mjs).
const builds = fileURLToPath(new URL('../dist-checked', import.meta.url));
await stage('build', async () => {
  for (const [folder, mode, env] of [
    ['production', 'production'],
    ['demo', 'demo'],
    ['hybrid', 'demo', hybridE2eEnv()],
  ]) {
    try {
      await buildInto(mode, `${builds}/${folder}`, env);
    } catch (error) {
      console.error(error);
      stop(`the ${folder} build`, 1);
    }
  }
  process.env[BUILDS_ENV] = builds;
});

for (const script of ['test:bundle', 'test:size', 'storybook:build']) {
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

console.log(`\nnpm test: every check passed in ${((Date.now() - started) / 1000).toFixed(0)} s (${stageTimes.join(', ')})`);

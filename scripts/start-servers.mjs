#!/usr/bin/env node
/**
 * Starts the journeys' servers side by side and says `servers ready` once every one has said it listens.
 * Playwright starts its `webServer` entries one after the other, each waiting for the last: the two standalone
 * mock servers (2.4 s each) and the three pages' servers kept every journey waiting several seconds. Together
 * they are up in about 3 s (playwright.config.ts gives this script the list, in E2E_SERVERS).
 *
 * E2E_SERVERS: a JSON array of `{ name, command, env?, ready }`, `ready` being a regular expression (multiline)
 * that the server's output matches once it listens. A server that stops stops them all, and this script fails
 * naming it; each server's errors are printed as they come, after its name. Each server runs in a process group of its
 * own (npx, npm and the server under it), ended whole when this process is asked to stop (SIGTERM: Playwright's
 * `gracefulShutdown` at the run's end) or when a server fails.
 */
import { spawn } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';

/** @type {{ name: string, command: string, env?: Record<string, string>, ready: string }[]} */
const servers = JSON.parse(process.env.E2E_SERVERS ?? '[]');
const children = [];

const OWN_GROUP = process.platform !== 'win32';

function stopAll(code) {
  for (const child of children) {
    try {
      if (OWN_GROUP) process.kill(-child.pid, 'SIGTERM');
      else child.kill('SIGTERM');
    } catch {
      // Already gone.
    }
  }
  process.exit(code);
}
process.on('SIGTERM', () => stopAll(0));
process.on('SIGINT', () => stopAll(0));

await Promise.all(servers.map(start));
console.log('servers ready');

/** Starts one server; settles once its output matches `ready`. */
function start({ name, command, env = {}, ready }) {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: OWN_GROUP });
    children.push(child);
    const readyPattern = new RegExp(ready, 'm');
    let said = '';
    let listening = false;
    child.stdout.on('data', (chunk) => {
      if (listening) return;
      // Colours stripped: a server may colour its address (Playwright asks for colours).
      said += stripVTControlCharacters(String(chunk));
      if (readyPattern.test(said)) {
        listening = true;
        resolve();
      }
    });
    child.stderr.on('data', (chunk) => {
      process.stderr.write(String(chunk).replace(/^(?=.)/gm, `[${name}] `));
    });
    child.on('exit', (code, signal) => {
      console.error(`${name} stopped${listening ? '' : ' before it listened'} (${signal ?? `exit ${code}`}): ${command}`);
      stopAll(1);
    });
  });
}

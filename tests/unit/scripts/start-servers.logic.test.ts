import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const SCRIPT = fileURLToPath(new URL('../../../scripts/start-servers.mjs', import.meta.url));

interface Server {
  name: string;
  command: string;
  ready: string;
}

/** A server that says `line` after `afterMs`, then stays (or exits with `exitCode`). */
function fakeServer(name: string, line: string, afterMs: number, exitCode?: number): Server {
  const then = exitCode === undefined ? 'setInterval(() => {}, 1000)' : `process.exit(${exitCode})`;
  return { name, command: `node -e "setTimeout(() => { console.log('${line}'); ${then}; }, ${afterMs})"`, ready: `^${line}$` };
}

/**
 * A server that marks its start in `folder`, waits for `partner`'s mark, then marks that it listens and says so:
 * two of them are ready only if they were started side by side, never one after the other's word.
 */
function pairedServer(folder: string, name: string, partner: string): Server {
  const script = [
    `const { existsSync, writeFileSync } = require('node:fs');`,
    `writeFileSync('${join(folder, `${name}.started`)}', '');`,
    `const wait = setInterval(() => { if (!existsSync('${join(folder, `${partner}.started`)}')) return; clearInterval(wait);`,
    `writeFileSync('${join(folder, `${name}.listens`)}', ''); console.log('${name} up'); setInterval(() => {}, 1000); }, 10);`,
  ].join(' ');
  return { name, command: `node -e "${script}"`, ready: `^${name} up$` };
}

const started: ReturnType<typeof spawn>[] = [];
const folders: string[] = [];
// A test that failed midway leaves no script running, nor its servers: it stops them all on SIGTERM. Nor a folder.
afterEach(() => {
  for (const child of started.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** Starts the script; resolves with its output once it says `until` or exits. */
function startServers(servers: Server[], until: RegExp) {
  const child = spawn('node', [SCRIPT], { env: { ...process.env, E2E_SERVERS: JSON.stringify(servers) } });
  started.push(child);
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const said = new Promise<void>((resolve) => {
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      if (until.test(stdout)) resolve();
    });
    child.on('exit', () => resolve());
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, said, exited, output: () => ({ stdout, stderr }) };
}

/** The pids of the processes whose command line holds `marker`. */
async function processesWith(marker: string): Promise<string[]> {
  const ps = spawn('ps', ['-eo', 'pid=,args=']);
  let list = '';
  ps.stdout.on('data', (chunk) => (list += chunk));
  await new Promise((resolve) => ps.on('exit', resolve));
  return list.split('\n').filter((line) => line.includes(marker) && !line.includes('ps -eo'));
}

describe('scripts/start-servers.mjs', () => {
  it('starts the servers side by side and says "servers ready" once the last has said it listens', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'start-servers-'));
    folders.push(folder);
    // The pair waits on each other: one after the other's word, neither would ever listen.
    const servers = [fakeServer('quick', 'quick up', 0), pairedServer(folder, 'one', 'two'), pairedServer(folder, 'two', 'one')];
    const run = startServers(servers, /servers ready/);
    await run.said;
    expect(run.output().stdout).toBe('servers ready\n');
    // Said once both had said they listen, not at the quick one's word.
    expect([existsSync(join(folder, 'one.listens')), existsSync(join(folder, 'two.listens'))]).toEqual([true, true]);
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
  });

  it('stops every server and fails, naming the one that stopped before it listened', async () => {
    const marker = `start-servers-test-${process.pid}-stays`;
    const stays = { name: 'stays', command: `node -e "setInterval(() => {}, 1000)" ${marker}`, ready: '^never$' };
    const broken = { ...fakeServer('broken', 'something else', 50, 3), ready: '^never$' };
    const run = startServers([stays, broken], /servers ready/);
    expect(await run.exited).toBe(1);
    expect(run.output().stdout).not.toContain('servers ready');
    expect(run.output().stderr).toContain('broken stopped before it listened (exit 3)');
    await expect.poll(() => processesWith(marker)).toEqual([]);
  });

  it('on SIGTERM ends each server with everything it started', async () => {
    const marker = `start-servers-test-${process.pid}-grandchild`;
    // A shell that starts a node under it, as npx starts the server: both must end.
    const nested = { name: 'nested', command: `sh -c 'node -e "setInterval(() => {}, 1000)" ${marker} & echo nested up; wait'`, ready: '^nested up$' };
    const run = startServers([nested], /servers ready/);
    await run.said;
    expect(await processesWith(marker)).not.toEqual([]);
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    await expect.poll(() => processesWith(marker)).toEqual([]);
  });
});

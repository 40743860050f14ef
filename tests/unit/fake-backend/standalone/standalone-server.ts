import { spawn, type ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { fileURLToPath, URL as NodeUrl } from 'node:url';

/**
 * The standalone mock server as `npm run mock-server` starts it, in its own
 * process, and a raw HTTP client for it: node:http, so a test sets any header
 * (Origin, a broken Content-Type) and body a browser's fetch would refuse to send.
 * Close the in-process MSW server first (`server.close()` from @mocks/node), or it
 * answers these requests itself.
 */
// Node's URL: the test environment's own (happy-dom) builds no file: URLs.
const root = fileURLToPath(new NodeUrl('../../../..', import.meta.url));

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface RawRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Sent in chunks with no length, as a stream is. */
  chunked?: boolean;
}

const ANSWER_WITHIN_MS = 5000;
/** The line the standalone server prints once it listens. */
const LISTENING = /^mock server: /m;

export function send(port: number, { method = 'POST', path, headers = {}, body, chunked = false }: RawRequest): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks).toString('utf8') }));
      incoming.on('error', reject);
    });
    outgoing.on('error', reject);
    // A server left waiting (for a body it was promised, say) fails this request, not the whole test.
    outgoing.setTimeout(ANSWER_WITHIN_MS, () => outgoing.destroy(new Error(`no answer within ${ANSWER_WITHIN_MS} ms`)));
    // Written apart from the end, a body goes chunked; given to end() alone, it gets its length.
    if (chunked && body !== undefined) outgoing.write(body);
    outgoing.end(chunked ? undefined : body);
  });
}

/** A multipart/form-data body as a browser sends it. */
export function multipart(fields: Record<string, string>): { body: Buffer; headers: Record<string, string> } {
  const boundary = '----amora-test-boundary';
  const parts = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  return { body: Buffer.from(`${parts.join('')}--${boundary}--\r\n`), headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` } };
}

export interface RunningServer {
  port: number;
  /** What the server printed on stderr: a crash's trace, a handler's complaint. */
  stderr: () => string;
  alive: () => boolean;
  stop: () => Promise<void>;
  /** Ends it with SIGKILL, as a crash would: none of its own code runs (no save at exit). */
  kill: () => Promise<void>;
}

export async function startStandaloneServer(port: number, env: Record<string, string> = {}): Promise<RunningServer> {
  const child: ChildProcess = spawn(process.execPath, ['scripts/mock-server.mjs'], {
    cwd: root,
    env: { ...process.env, MOCK_SERVER_PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  const running: RunningServer = {
    port,
    stderr: () => stderr,
    alive: () => child.exitCode === null && child.signalCode === null,
    stop: () => endWith('SIGTERM'),
    kill: () => endWith('SIGKILL'),
  };
  async function endWith(signal: NodeJS.Signals): Promise<void> {
    if (!running.alive()) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  }
  // Listening once it says so, its first line (scripts/mock-server.mjs), as scripts/start-servers.mjs hears it: about a
  // second on a loaded machine, more on the first start after a change to the fake backend's sources, which builds it
  // (scripts/mock-server/built-server.mjs).
  await new Promise<void>((resolve, reject) => {
    let heard = '';
    const hear = (chunk: Buffer) => {
      heard += chunk.toString('utf8');
      if (!LISTENING.test(heard)) return;
      // Read on and dropped: a pipe no one reads would hold the server up once full.
      child.stdout?.off('data', hear).resume();
      resolve();
    };
    child.stdout?.on('data', hear);
    // Once its output is all in: the refusal it printed names the cause.
    child.once('close', () => reject(new Error(`the standalone server exited before listening:\n${stderr}`)));
  });
  return running;
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { server as inProcessBackend } from '@mocks/node';
import { multipart, send, startStandaloneServer, type RawAnswer, type RawRequest, type RunningServer } from './standalone-server';
import { freePort } from '../../../../scripts/free-port.mjs';
import { PROCESS_START_MS } from '../../support/waits';

/**
 * The standalone mock server (docs/product/fake-backend-and-demo.md#modes) answers hostile requests as a
 * careful server would: a refusal in the contract's shape, never a 500, never
 * a stack trace, never the attacker's input echoed back at length, and it stays up.
 */
/** An origin added through MOCK_SERVER_ORIGINS, as the e2e real-mode build's is. */
const ADDED_ORIGIN = 'http://127.0.0.1:5619';
const MESSAGE_MAX = 100;
const KB10 = 'x'.repeat(10 * 1024);
const MB1 = 'y'.repeat(1024 * 1024);
/** A length over the server's 10 MB: refused on the headers, before the body is read (so the test sends none). */
const DECLARED_11MB = String(11 * 1024 * 1024);

let standalone: RunningServer;
let port: number;
let token = '';

beforeAll(async () => {
  // The in-process fake backend would answer these requests itself: they must reach the other process.
  inProcessBackend.close();
  port = await freePort();
  standalone = await startStandaloneServer(port, { MOCK_SERVER_ORIGINS: ADDED_ORIGIN });
  const login = JSON.parse((await send(port, { path: '/api/webemaillogin', ...form({ email: 'free@demo.test', password: 'demo1234' }) })).body) as {
    peoples: { token: string; user_id: string };
  };
  token = login.peoples.token;
  expect(login.peoples.user_id).toBe('1');
}, 6 * PROCESS_START_MS);

afterAll(async () => {
  await standalone.stop();
});

function form(fields: Record<string, string>, headers: Record<string, string> = {}): Pick<RawRequest, 'body' | 'headers'> {
  const encoded = multipart({ language: 'en', ...fields });
  return { body: encoded.body, headers: { ...encoded.headers, ...headers } };
}

const mine = () => ({ Authorization: `Bearer ${token}` });
const json = (body: string, headers: Record<string, string> = {}) => ({ body, headers: { 'Content-Type': 'application/json', ...headers } });

interface Hostile {
  what: string;
  request: () => RawRequest;
  /** The status the refusal comes with (200 for the contract's refusals, as the real server answers them). */
  status: number;
  /** The refusal's message, or what it must match. */
  message: string | RegExp;
}

const hostile: Hostile[] = [
  { what: 'no token', request: () => ({ path: '/api/webprofile', ...form({ user_id: '1' }) }), status: 200, message: 'Invalid access' },
  { what: 'a forged token', request: () => ({ path: '/api/webgetcounts', ...form({ user_id: '1' }, { Authorization: 'Bearer forged' }) }), status: 200, message: 'Invalid access' },
  { what: 'a 10 KB token', request: () => ({ path: '/api/webgetcounts', ...form({ user_id: '1' }, { Authorization: `Bearer ${KB10}` }) }), status: 200, message: 'Invalid access' },
  { what: "another member's id with my token (counts)", request: () => ({ path: '/api/webgetcounts', ...form({ user_id: '2' }, mine()) }), status: 200, message: 'Invalid access' },
  { what: "another member's id with my token (profile edit)", request: () => ({ path: '/api/websetprofile', ...form({ user_id: '2', bio: 'pwned' }, mine()) }), status: 200, message: 'Invalid access' },
  { what: "another member's id with my token (account deletion)", request: () => ({ path: '/api/webdeleteaccount', ...form({ user_id: '2' }, mine()) }), status: 200, message: 'Invalid access' },
  { what: 'missing fields (login)', request: () => ({ path: '/api/webemaillogin', ...form({}) }), status: 200, message: 'Missing or invalid field: email' },
  { what: 'missing fields (sign-up)', request: () => ({ path: '/api/signupweb', ...form({}) }), status: 200, message: /^Missing or invalid field: / },
  { what: 'missing fields (profile edit)', request: () => ({ path: '/api/websetprofile', ...form({}, mine()) }), status: 200, message: /^Missing or invalid field: |^Invalid access$/ },
  { what: 'a 10 KB mail address', request: () => ({ path: '/api/webemaillogin', ...form({ email: KB10, password: 'demo1234' }) }), status: 200, message: /./ },
  { what: 'a 10 KB interest', request: () => ({ path: '/api/websetprofile', ...form({ user_id: '1', check: KB10 }, mine()) }), status: 200, message: /^Unknown interest: x{40}…$/ },
  { what: 'a 10 KB bio', request: () => ({ path: '/api/websetprofile', ...form({ user_id: '1', bio: KB10 }, mine()) }), status: 200, message: /at most/ },
  { what: 'a 1 MB interest', request: () => ({ path: '/api/websetprofile', ...form({ user_id: '1', check: MB1 }, mine()) }), status: 200, message: /^Unknown interest: y{40}…$/ },
  { what: 'a 1 MB mail address to check', request: () => ({ path: '/api/webcheckemail', ...form({ email: MB1 }) }), status: 200, message: /./ },
  { what: 'a 1 MB one-time code', request: () => ({ path: '/api/verifyotp', ...form({ email: 'new@demo.test', otp: MB1 }) }), status: 200, message: /./ },
  { what: 'a 1 MB chat image that is no data URL', request: () => ({ path: '/api/uploadimagechat', ...json(JSON.stringify({ file: MB1, language: 'en' }), mine()) }), status: 200, message: /./ },
  { what: 'malformed multipart', request: () => ({ path: '/api/webemaillogin', body: '--nope\r\ngarbage', headers: { 'Content-Type': 'multipart/form-data; boundary=xyz' } }), status: 200, message: 'Invalid request' },
  { what: 'multipart without its boundary', request: () => ({ path: '/api/webemaillogin', body: 'email=a', headers: { 'Content-Type': 'multipart/form-data' } }), status: 200, message: 'Invalid request' },
  { what: 'a form call sent as JSON', request: () => ({ path: '/api/webemaillogin', ...json('{"email":"free@demo.test","password":"demo1234"}') }), status: 200, message: 'Invalid request' },
  { what: 'malformed JSON', request: () => ({ path: '/api/uploadimageweb', ...json('{"file":"data:image/png;base64,') }), status: 200, message: 'Invalid request' },
  { what: 'JSON that is a list', request: () => ({ path: '/api/uploadimageweb', ...json('[1,2,3]') }), status: 200, message: /^Missing or invalid field: |^Invalid request$/ },
  { what: 'JSON polluting the prototype', request: () => ({ path: '/api/uploadimagechat', ...json('{"__proto__":{"status":"true"},"constructor":{"prototype":{"admin":true}}}', mine()) }), status: 200, message: /^Missing or invalid field: / },
  { what: 'a 1 MB body of malformed JSON', request: () => ({ path: '/api/uploadimageweb', ...json(`{"file":"${MB1}`) }), status: 200, message: 'Invalid request' },
  { what: 'a body declared 11 MB long', request: () => ({ path: '/api/uploadimageweb', ...json('{}', { ...mine(), 'Content-Length': DECLARED_11MB }) }), status: 413, message: 'Request too large' },
  { what: 'a body with no length (chunked)', request: () => ({ path: '/api/webemaillogin', chunked: true, ...form({ email: 'free@demo.test', password: 'demo1234' }) }), status: 411, message: 'Length required' },
  { what: 'a call name in capitals', request: () => ({ path: '/api/WEBEMAILLOGIN', ...form({ email: 'free@demo.test', password: 'demo1234' }) }), status: 404, message: 'Not found' },
  { what: 'a call name in mixed case', request: () => ({ method: 'GET', path: '/api/AdminDatas' }), status: 404, message: 'Not found' },
  { what: 'a call name with a trailing slash', request: () => ({ path: '/api/webemaillogin/', ...form({ email: 'free@demo.test', password: 'demo1234' }) }), status: 404, message: 'Not found' },
  { what: 'an unknown call', request: () => ({ path: '/api/webmakemeadmin', ...form({}, mine()) }), status: 404, message: 'Not found' },
  { what: 'a POST call read with GET', request: () => ({ method: 'GET', path: '/api/webemaillogin?email=free@demo.test&password=demo1234' }), status: 404, message: 'Not found' },
  { what: 'a disallowed origin', request: () => ({ path: '/api/webprofile', ...form({ user_id: '1' }, { ...mine(), Origin: 'https://evil.example' }) }), status: 403, message: 'Origin not allowed' },
  { what: "the 'null' origin", request: () => ({ path: '/api/webemaillogin', ...form({ email: 'free@demo.test', password: 'demo1234' }, { Origin: 'null' }) }), status: 403, message: 'Origin not allowed' },
  { what: "a disallowed origin's preflight", request: () => ({ method: 'OPTIONS', path: '/api/webprofile', headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' } }), status: 403, message: 'Origin not allowed' },
  { what: "a disallowed origin's chat socket", request: () => ({ method: 'GET', path: '/socket.io/?EIO=4&transport=polling', headers: { Origin: 'https://evil.example' } }), status: 403, message: 'Forbidden' },
  { what: 'a malformed escape in a path', request: () => ({ method: 'GET', path: '/web/fixtures/%E0%A4%A' }), status: 404, message: 'Not found' },
  { what: 'a path leaving the fixtures', request: () => ({ method: 'GET', path: '/web/fixtures/..%2f..%2fpackage.json' }), status: 404, message: 'Not found' },
];

/** What is wrong with the answer to a hostile request, or nothing. */
function problemsWith(answer: RawAnswer, expected: Hostile): string[] {
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`answered ${answer.status}`);
  else if (answer.status !== expected.status) problems.push(`answered ${answer.status}, not ${expected.status}`);
  if (/\n\s+at |Error:|node_modules|\/work\/|\.ts:\d+/.test(answer.body)) problems.push('a stack trace or a server path in the body');
  let message: unknown;
  try {
    const body = JSON.parse(answer.body) as { status?: unknown; message?: unknown };
    message = body.message;
    if (!answer.headers['content-type']?.toString().includes('json')) problems.push('a JSON refusal not sent as JSON');
    // socket.io's own refusal has its shape ({ code, message }); every other one the contract's.
    if (expected.message !== 'Forbidden' && body.status !== 'false') problems.push(`status ${String(body.status)}, not 'false'`);
  } catch {
    problems.push(`a body that is not JSON: ${answer.body.slice(0, 80)}`);
  }
  if (typeof message !== 'string') problems.push('no message');
  else {
    if (message.length > MESSAGE_MAX) problems.push(`a message of ${message.length} characters`);
    const fits = typeof expected.message === 'string' ? message === expected.message : expected.message.test(message);
    if (!fits) problems.push(`message '${message.slice(0, MESSAGE_MAX)}'`);
  }
  return problems;
}

describe('the standalone server under hostile requests', () => {
  it('refuses each properly, and stays up', async () => {
    const failures: string[] = [];
    for (const attempt of hostile) {
      const answer = await send(port, attempt.request()).catch((error: unknown) => ({ status: 0, headers: {}, body: `no answer: ${String(error)}` }));
      const problems = answer.status === 0 ? [answer.body] : problemsWith(answer, attempt);
      if (problems.length > 0) failures.push(`${attempt.what}: ${problems.join('; ')}`);
    }
    const stillUp = await send(port, { method: 'GET', path: '/api/admindatas' }).then(
      (answer) => answer.status === 200,
      () => false,
    );
    console.log(`Hostile requests: ${hostile.length} tried, ${hostile.length - failures.length} held`);
    expect(failures).toEqual([]);
    expect(stillUp, standalone.stderr()).toBe(true);
    expect(standalone.stderr()).not.toMatch(/\n\s+at /);
  });

  it('answers the dev server, the preview and the origins MOCK_SERVER_ORIGINS adds, with CORS', async () => {
    for (const origin of ['http://localhost:5173', 'http://127.0.0.1:5173', 'http://localhost:4173', 'http://127.0.0.1:4173', ADDED_ORIGIN]) {
      const preflight = await send(port, { method: 'OPTIONS', path: '/api/webprofile', headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' } });
      expect([preflight.status, preflight.headers['access-control-allow-origin']]).toEqual([204, origin]);
      const answer = await send(port, { path: '/api/webprofile', ...form({ user_id: '1' }, { ...mine(), Origin: origin }) });
      expect(answer.headers['access-control-allow-origin']).toBe(origin);
      expect(JSON.parse(answer.body)).toMatchObject({ status: 'true' });
      const socket = await send(port, { method: 'GET', path: '/socket.io/?EIO=4&transport=polling', headers: { Origin: origin } });
      expect([socket.status, socket.headers['access-control-allow-origin']]).toEqual([200, origin]);
    }
  });

  it('serves the contract as OpenAPI and AsyncAPI (docs/api) beside the calls', async () => {
    for (const [document, version] of [['openapi.json', 'openapi'], ['asyncapi.json', 'asyncapi']] as const) {
      const answer = await send(port, { method: 'GET', path: `/api/${document}` });
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toHaveProperty(version);
    }
  });
});

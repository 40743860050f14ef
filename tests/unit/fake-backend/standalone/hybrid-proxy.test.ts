import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { server as inProcessBackend } from '@mocks/node';
import { startMockServer } from '@mocks/server';
import { multipart, send, startStandaloneServer, type RunningServer } from './standalone-server';
import { freePort } from '../../../../scripts/free-port.mjs';
import { PROCESS_START_MS } from '../../support/waits';

/**
 * The standalone server in hybrid mode (docs/guide/hybrid-mode.md): MOCK_SERVER_PASSTHROUGH's calls are proxied to
 * MOCK_SERVER_UPSTREAM, here a small server of the test's own that records what reaches it; the fake
 * backend answers the rest, and takes the upstream's sign-in token as its own member's session.
 */

interface Received {
  method: string;
  path: string;
  authorization: string | undefined;
  origin: string | undefined;
  body: string;
}

const received: Received[] = [];
/** What the upstream answers each call: a status and a body of its own, so the test can tell who answered. */
const upstreamAnswers: Record<string, { status: number; body: unknown }> = {
  webemaillogin: { status: 200, body: { status: 'true', message: 'Signed in upstream', peoples: { user_id: '1', token: 'upstream-token' } } },
  webprofile: { status: 200, body: { status: 'true', result: { user_name: 'From upstream' } } },
  webgetpeople: { status: 503, body: { status: 'false', message: 'Upstream is busy' } },
};

const unknownMemberLogin = { status: 200, body: { status: 'true', message: 'Signed in upstream', peoples: { user_id: '90001', token: 'token-of-an-account-upstream' } } };

let upstream: Server;
let standalone: RunningServer;
let port: number;

beforeAll(async () => {
  inProcessBackend.close();
  upstream = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({ method: request.method ?? '', path, authorization: request.headers.authorization, origin: request.headers.origin, body });
      const call = path.replace(/^\/api\//, '').replace(/\?.*$/, '');
      // An account of the upstream's that the fake backend's data does not have.
      const answer = call === 'webemaillogin' && body.includes('someone@real.test') ? unknownMemberLogin : (upstreamAnswers[call] ?? { status: 404, body: { status: 'false', message: 'Not found' } });
      response.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  port = await freePort();
  standalone = await startStandaloneServer(port, {
    MOCK_SERVER_PASSTHROUGH: 'webprofile, webgetpeople',
    MOCK_SERVER_UPSTREAM: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/api`,
  });
}, 6 * PROCESS_START_MS);

afterAll(async () => {
  await standalone?.stop();
  if (upstream?.listening) await new Promise((resolve) => upstream.close(resolve));
});

function call(name: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  const form = multipart({ language: 'en', ...fields });
  return send(port, { path: `/api/${name}`, body: form.body, headers: { ...form.headers, ...headers } });
}

describe('the standalone server in hybrid mode', () => {
  it('proxies a listed call to the upstream as it came, and hands back its answer as given', async () => {
    const answer = await call('webprofile', { user_id: '1' }, { Authorization: 'Bearer upstream-token', Origin: 'http://localhost:5173' });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ status: 'true', result: { user_name: 'From upstream' } });
    const reached = received.find((request) => request.path === '/api/webprofile');
    expect(reached).toMatchObject({ method: 'POST', authorization: 'Bearer upstream-token', origin: undefined });
    expect(reached?.body).toContain('name="user_id"\r\n\r\n1\r\n');
    // An upstream's refusal keeps its status.
    const busy = await call('webgetpeople', { user_id: '1', timestamp: '1' }, { Authorization: 'Bearer upstream-token' });
    expect(busy.status).toBe(503);
    expect(JSON.parse(busy.body)).toEqual({ status: 'false', message: 'Upstream is busy' });
  });

  it("signs in upstream (the session call comes with the list) and the fake backend takes that token for its member", async () => {
    const login = await call('webemaillogin', { email: 'free@demo.test', password: 'upstream-password' });
    expect(JSON.parse(login.body)).toMatchObject({ peoples: { user_id: '1', token: 'upstream-token' } });
    expect(received.find((request) => request.path === '/api/webemaillogin')?.body).toContain('upstream-password');

    const before = received.length;
    const counts = await call('webgetcounts', { user_id: '1' }, { Authorization: 'Bearer upstream-token' });
    expect(JSON.parse(counts.body)).toMatchObject({ status: 'true', result: { visitors: expect.any(String) } });
    expect(received).toHaveLength(before);
  });

  it('makes a stand-in member for an upstream account whose id it does not have', async () => {
    await call('webemaillogin', { email: 'someone@real.test', password: 'theirs' });
    const counts = await call('webgetcounts', { user_id: '90001' }, { Authorization: 'Bearer token-of-an-account-upstream' });
    expect(JSON.parse(counts.body)).toMatchObject({ status: 'true' });
    expect(standalone.stderr()).toBe('');
  });

  it('answers the calls off the list itself, its own refusals included', async () => {
    const before = received.length;
    const admin = await send(port, { method: 'GET', path: '/api/admindatas?language=en' });
    expect(JSON.parse(admin.body)).toMatchObject({ status: 'true' });
    const forged = await call('webgetcounts', { user_id: '1' }, { Authorization: 'Bearer forged' });
    expect(JSON.parse(forged.body)).toEqual({ status: 'false', message: 'Invalid access' });
    expect(received).toHaveLength(before);
  });

  it('refuses to start on a list naming a call the contract lacks, or without an upstream', async () => {
    // Checked first thing, before the server touches its data or a port.
    await expect(startMockServer({ port: await freePort(), root: '.', passthrough: { calls: 'webprofil', upstream: 'http://127.0.0.1:1/api/' } })).rejects.toThrow(
      'Unknown call in the passthrough list: webprofil',
    );
    await expect(startStandaloneServer(await freePort(), { MOCK_SERVER_PASSTHROUGH: 'webprofile' })).rejects.toThrow('MOCK_SERVER_PASSTHROUGH needs MOCK_SERVER_UPSTREAM');
  });

  // Last: the upstream goes away for good.
  it('answers a 502 refusal once the upstream is down', async () => {
    await new Promise((resolve) => upstream.close(resolve));
    const answer = await call('webprofile', { user_id: '1' }, { Authorization: 'Bearer upstream-token' });
    expect(answer.status).toBe(502);
    expect(JSON.parse(answer.body)).toEqual({ status: 'false', message: 'The real server could not be reached' });
    expect(standalone.stderr()).toBe('');
  });
});

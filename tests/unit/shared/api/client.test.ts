import { delay, http, HttpResponse } from 'msw';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createApiClient, encodeRequest } from '@/shared/api/client';
import { contract } from '@/shared/api/contract';
import { uploadimagewebSignup } from '@/shared/api/contract/profile';
import { server } from '@mocks/node';
import { failureOf } from '../../support/api-failure';
import { callLimitsOnTheClock, moveClock, useMovableClock } from '../../support/movable-clock';
import { callGate, countCalls } from '../../support/requests';
import { quietSpell } from '../../support/waits';
import { network } from '@mocks/controls/network';

const options = { baseUrl: '/api/', getToken: () => 'the-token', getLanguage: () => 'fr' as const };

describe('encodeRequest', () => {
  it('sends POST calls as multipart form data, with language and without empty fields', () => {
    const { url, init } = encodeRequest(contract.webemaillogin, { email: 'a@b.c', password: 'secret', fbid: undefined }, options);
    expect(url).toBe('/api/webemaillogin');
    expect(init.method).toBe('POST');
    const form = init.body as FormData;
    expect([...form.keys()]).toEqual(['email', 'password', 'language']);
    expect(form.get('language')).toBe('fr');
  });

  it('carries the token only on calls that carry it', () => {
    const tokenCall = encodeRequest(contract.webprofile, { user_id: '1' }, options);
    const publicCall = encodeRequest(contract.webemaillogin, { email: 'a@b.c' }, options);
    expect(new Headers(tokenCall.init.headers).get('Authorization')).toBe('Bearer the-token');
    expect(new Headers(publicCall.init.headers).get('Authorization')).toBeNull();
  });

  it('sends files as files', () => {
    const file = new File(['abc'], 'me.png', { type: 'image/png' });
    const { init } = encodeRequest(contract.uploadimageweb, { user_id: '1', file }, options);
    const sent = (init.body as FormData).get('file');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('me.png');
  });

  it('puts language in the query of GET calls', () => {
    const { url, init } = encodeRequest(contract.admindatas, {}, options);
    expect(url).toBe('/api/admindatas?language=fr');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
  });

  it('sends the JSON uploads as JSON with language', () => {
    const { init } = encodeRequest(uploadimagewebSignup, { file: 'data:image/png;base64,AAA', faceId: 'f1', type: 'beforeSignup' }, options);
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(init.body as string)).toEqual({ file: 'data:image/png;base64,AAA', faceId: 'f1', type: 'beforeSignup', language: 'fr' });
  });
});

describe('the API client turns every failure into a typed error', () => {
  // Short limits of the test's own, so a timeout is judged in a fraction of a second.
  const limits = { read: 200, action: 600 };
  const client = createApiClient({ ...options, timeouts: limits });

  it('returns the answer the contract describes', async () => {
    await expect(client.call('checklicense', { hostname: 'localhost' })).resolves.toEqual({ status: 'true', result: 'valid' });
  });

  it("a refusal: kind 'refused' with the server's message and extra fields", async () => {
    network.injectRefusal('webmatch', { message: 'No super likes left', fields: { superlike_count: '0' } });
    const error = await failureOf(client.call('webmatch', { user_id: '1', follow_id: '2', type: 'superlike' }));
    expect(error.kind).toBe('refused');
    expect(error.message).toBe('No super likes left');
    expect(error.refusal?.superlike_count).toBe('0');
  });

  it("a server error: kind 'server' with the HTTP status", async () => {
    network.injectCallFault('checklicense', 'server-error');
    const error = await failureOf(client.call('checklicense', { hostname: 'x' }));
    expect(error.kind).toBe('server');
    expect(error.httpStatus).toBe(500);
  });

  it("a network failure: kind 'network'", async () => {
    network.injectCallFault('checklicense', 'network-failure');
    expect((await failureOf(client.call('checklicense', { hostname: 'x' }))).kind).toBe('network');
  });

  /** Sends the call and, once its request is out, moves the movable clock on by `ms` (its limit, the answer's delay). */
  async function callPast<T>(call: () => Promise<T>, ms: number): Promise<T> {
    const seen = countCalls();
    const answer = call();
    await waitFor(() => expect(seen.count).toBe(1));
    seen.stop();
    await moveClock(ms);
    return answer;
  }

  it("no answer in time: kind 'timeout'", async () => {
    useMovableClock();
    callLimitsOnTheClock();
    network.injectCallFault('checklicense', 'no-answer');
    expect((await callPast(() => failureOf(client.call('checklicense', { hostname: 'x' })), limits.action)).kind).toBe('timeout');
  });

  it('gives a read less time than an action before it times out', async () => {
    useMovableClock();
    callLimitsOnTheClock();
    // Past a read's limit, within an action's.
    const answerAfter = (limits.read + limits.action) / 2;
    server.use(
      http.post('*/api/checklicense', async () => {
        await delay(answerAfter);
        return HttpResponse.json({ status: 'true', result: 'valid' });
      }),
    );
    expect((await callPast(() => failureOf(client.call('checklicense', { hostname: 'x' }, { kind: 'read' })), limits.read)).kind).toBe('timeout');
    await expect(callPast(() => client.call('checklicense', { hostname: 'x' }), answerAfter)).resolves.toEqual({ status: 'true', result: 'valid' });
  });

  it("an answer the contract does not describe: kind 'contract', naming the field", async () => {
    server.use(http.post('*/api/checklicense', () => HttpResponse.json({ status: 'true', result: 42 })));
    const error = await failureOf(client.call('checklicense', { hostname: 'x' }));
    expect(error.kind).toBe('contract');
    expect(error.message).toContain('result');
  });

  it("an answer that is not JSON: kind 'contract'", async () => {
    // The injector's malformed answer: JSON cut off mid-value.
    network.injectCallFault('checklicense', 'malformed-response');
    expect((await failureOf(client.call('checklicense', { hostname: 'x' }))).kind).toBe('contract');
  });

  it("calls onInvalidAccess when the server refuses the token", async () => {
    let signedOut = false;
    const guarded = createApiClient({ ...options, onInvalidAccess: () => (signedOut = true) });
    const error = await failureOf(guarded.call('webprofile', { user_id: '1' }));
    expect(error.message).toBe('Invalid access');
    expect(signedOut).toBe(true);
  });

  it('ends no session when a call sent without a token is refused', async () => {
    let signedOut = false;
    const tokenless = createApiClient({ ...options, getToken: () => null, onInvalidAccess: () => (signedOut = true) });
    const error = await failureOf(tokenless.call('webprofile', { user_id: '1' }));
    expect(error.message).toBe('Invalid access');
    expect(signedOut).toBe(false);
  });

  it('leaves a later session alone when a call of the one before is refused on its way', async () => {
    let token: string | null = 'the-old-token';
    let signedOut = false;
    const guarded = createApiClient({ ...options, getToken: () => token, onInvalidAccess: () => (signedOut = true) });
    const gate = callGate();
    let reached: () => void = () => undefined;
    const onItsWay = new Promise<void>((resolve) => (reached = resolve));
    server.use(
      http.post('*/api/webprofile', () => {
        reached();
        return gate.wait();
      }),
    );
    const refused = failureOf(guarded.call('webprofile', { user_id: '1' }));
    await onItsWay;
    token = 'the-new-token';
    gate.open();
    expect((await refused).message).toBe('Invalid access');
    expect(signedOut).toBe(false);
  });

  it('waits for the fake backend to be ready before the first call', async () => {
    const gate = callGate();
    const seen = countCalls();
    const waiting = createApiClient({ ...options, whenReady: gate.wait }).call('checklicense', { hostname: 'x' });
    await quietSpell();
    expect(seen.count).toBe(0);
    gate.open();
    await expect(waiting).resolves.toMatchObject({ status: 'true' });
    expect(seen.requests.map((request) => new URL(request.url).pathname)).toEqual(['/api/checklicense']);
    seen.stop();
  });
});

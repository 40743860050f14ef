import { afterEach, describe, expect, it } from 'vitest';
import { api } from '@/shared/api/api';
import { startSession } from '@/shared/session/session';
import { requestLog } from '@mocks/controls/request-log';
import { memberById } from '@mocks/db/member-index';
import { hybrid, readPassthroughList, type Forward } from '@mocks/hybrid/hybrid';
import { failureOf, refusalOf } from '../support/api-failure';
import { testControls } from '../support/controls';

/**
 * Hybrid mode behind the fake backend's one route (mocks/handlers/one-route.ts), as the page runs it: the
 * calls on the list go to the real server (here a stand-in forward that records them), the rest to the fake.
 */
interface Forwarded {
  call: string;
  authorization: string | null;
  fields: Record<string, string>;
}

/** A stand-in real server: answers each call with `answers[call]`, recording what it was sent. */
function realServer(answers: Record<string, unknown>): { forward: Forward; forwarded: Forwarded[] } {
  const forwarded: Forwarded[] = [];
  const forward: Forward = async (request, call) => {
    const form = await request.formData();
    forwarded.push({ call, authorization: request.headers.get('authorization'), fields: Object.fromEntries([...form].map(([key, value]) => [key, String(value)])) });
    return Response.json(answers[call]);
  };
  return { forward, forwarded };
}

const grant = (user_id: string, token: string) => ({ status: 'true', message: 'Signed in by the real server', peoples: { user_id, token } });

afterEach(() => {
  hybrid.clear();
  requestLog.clear();
});

describe('hybrid mode in the fake backend', () => {
  it('sends a listed call to the real server and answers the others itself', async () => {
    const real = realServer({ webprofile: { status: 'false', message: 'Answered by the real server' } });
    hybrid.configure(readPassthroughList('webprofile,-webemaillogin,-webphonelogin'), 'https://api.example.test/api/', real.forward);
    const { peoples } = await api.call('webemaillogin', { email: 'free@demo.test', password: 'demo1234' });
    startSession({ userId: peoples.user_id, token: peoples.token });

    expect((await refusalOf(api.call('webprofile', { user_id: peoples.user_id }))).message).toBe('Answered by the real server');
    await expect(api.call('webgetcounts', { user_id: peoples.user_id })).resolves.toMatchObject({ status: 'true' });
    expect(real.forwarded).toEqual([{ call: 'webprofile', authorization: `Bearer ${peoples.token}`, fields: { user_id: peoples.user_id, language: 'en' } }]);
    // The controls' log tells the real server's answers from the fake's.
    expect(requestLog.entries().map(({ name, outcome }) => `${name}: ${outcome}`)).toEqual([
      'webemaillogin: 200',
      'webprofile: real server: 200, refused: Answered by the real server',
      'webgetcounts: 200',
    ]);
  });

  it("takes the real server's token for its member of the same id: one sign-in for both", async () => {
    const real = realServer({ webemaillogin: grant('1', 'token-of-the-real-server') });
    hybrid.configure(readPassthroughList('webprofile'), 'https://api.example.test/api/', real.forward);
    const { peoples } = await api.call('webemaillogin', { email: 'free@demo.test', password: 'secret' });
    expect(peoples).toEqual({ user_id: '1', token: 'token-of-the-real-server' });
    expect(real.forwarded[0]?.fields).toMatchObject({ email: 'free@demo.test', password: 'secret' });

    startSession({ userId: '1', token: 'token-of-the-real-server' });
    await expect(api.call('webgetcounts', { user_id: '1' })).resolves.toMatchObject({ status: 'true' });
  });

  it('makes a stand-in member for an id the fake backend does not have', async () => {
    const real = realServer({ webemaillogin: grant('90001', 'token-for-a-real-account') });
    hybrid.configure(readPassthroughList('*,-webgetcounts'), 'https://api.example.test/api/', real.forward);
    expect(memberById('90001')).toBeUndefined();
    await api.call('webemaillogin', { email: 'someone@real.test', password: 'theirs' });
    expect(memberById('90001')).toMatchObject({ user_id: '90001', email: 'someone@real.test' });

    startSession({ userId: '90001', token: 'token-for-a-real-account' });
    await expect(api.call('webgetcounts', { user_id: '90001' })).resolves.toMatchObject({ status: 'true' });
  });

  it('keeps the token of a refused sign-in out', async () => {
    const real = realServer({ webemaillogin: { status: 'false', message: 'Email or Password Incorrect' } });
    hybrid.configure(readPassthroughList('webemaillogin'), 'https://api.example.test/api/', real.forward);
    await refusalOf(api.call('webemaillogin', { email: 'free@demo.test', password: 'nope' }));
    startSession({ userId: '1', token: 'never-granted' });
    expect((await refusalOf(api.call('webgetcounts', { user_id: '1' }))).message).toBe('Invalid access');
  });

  it('is a network failure in the page when the real server cannot be reached', async () => {
    hybrid.configure(readPassthroughList('checklicense'), 'https://api.example.test/api/', () => Promise.reject(new TypeError('Failed to fetch')));
    expect((await failureOf(api.call('checklicense', { hostname: 'x' }))).kind).toBe('network');
    expect(requestLog.entries().at(-1)).toMatchObject({ name: 'checklicense', outcome: 'real server: unreachable' });
  });

  it('shows in the controls which calls are real', () => {
    expect(testControls().controls.realCalls()).toEqual({ upstream: '', calls: [] });
    hybrid.configure(readPassthroughList('webgetpeople'), 'https://api.example.test/api/', realServer({}).forward);
    expect(testControls().controls.realCalls()).toEqual({
      upstream: 'https://api.example.test/api/',
      calls: ['webemaillogin (for the session)', 'webgetpeople', 'webphonelogin (for the session)'],
    });
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '@/shared/routing/paths';
import { api } from '@/shared/api/api';
import { endSession, readSession } from '@/shared/session/session';
import { network } from '@mocks/controls/network';
import { requestLog } from '@mocks/controls/request-log';
import { db } from '@mocks/db/database';
import { clock } from '@mocks/lib/clock';
import { signIn } from '@mocks/testing/sign-in';
import { failureOf } from '../support/api-failure';
import { testControls } from '../support/controls';

describe('the controls shape the network', () => {
  afterEach(() => {
    network.clear();
    requestLog.clear();
  });

  it('inject a server error on one call only', async () => {
    network.injectCallFault('webgetcounts', 'server-error');
    const { userId } = await signIn('regular');
    expect((await failureOf(api.call('webgetcounts', { user_id: userId }))).kind).toBe('server');
    await expect(api.call('webprofile', { user_id: userId })).resolves.toMatchObject({ status: 'true' });
    network.injectCallFault('webgetcounts', null);
    await expect(api.call('webgetcounts', { user_id: userId })).resolves.toMatchObject({ status: 'true' });
  });

  it('inject a network failure and a malformed response', async () => {
    network.injectCallFault('checklicense', 'network-failure');
    expect((await failureOf(api.call('checklicense', { hostname: 'x' }))).kind).toBe('network');
    network.injectCallFault('checklicense', 'malformed-response');
    expect((await failureOf(api.call('checklicense', { hostname: 'x' }))).kind).toBe('contract');
  });

  it('log every call with its outcome, refusals with their message', async () => {
    await failureOf(api.call('webemaillogin', { email: 'free@demo.test', password: 'nope' }));
    await api.call('checklicense', { hostname: 'x' });
    expect(requestLog.entries().map(({ name, outcome }) => `${name}: ${outcome}`)).toEqual([
      'webemaillogin: refused: Email or Password Incorrect',
      'checklicense: 200',
    ]);
  });
});

describe('the fake clock', () => {
  it('moves forward on demand, so expiry can be reached without waiting', () => {
    const before = clock.now();
    clock.advance(30 * 60_000);
    expect(clock.now() - before).toBe(30 * 60_000);
  });
});

describe('a state link opened by the controls', () => {
  afterEach(() => endSession());

  it('signs in as the regular member for a scenario when nobody is, applies it, then puts its address in place of the one opened', async () => {
    const { controls, visited } = testControls();
    const chats = db.chats.all().length;
    await controls.openStateLink({ scenario: 'chat-of-20-messages', path: '/app/Message' });
    expect(readSession()?.userId).toBe('1');
    expect(db.chats.all().length).toBe(chats + 1);
    expect(visited).toEqual(['/app/Message']);
  });

  it('signs in as its persona, and sends an address outside the signed-in area to People Near', async () => {
    const { controls, visited } = testControls();
    await controls.openStateLink({ persona: 'premium', path: '/login' });
    expect(readSession()?.userId).toBe('2');
    expect(visited).toEqual(['/app/PeopleNear']);
  });

  it('opens one address only, even for a scenario that signs a member in itself', async () => {
    const { controls, visited } = testControls();
    await controls.openStateLink({ scenario: 'empty-account', path: '/app/Friends' });
    expect(readSession()).not.toBeNull();
    expect(visited).toEqual(['/app/Friends']);
  });

  it('opens the sign-up for a new user at once: the app has not rendered, so no guard is waited for', async () => {
    const { controls, visited } = testControls();
    await controls.signInAs('regular');
    visited.length = 0;
    await controls.openStateLink({ persona: 'new', path: '/app/PeopleNear' });
    expect(readSession()).toBeNull();
    expect(visited).toEqual([paths.signup]);
  });
});

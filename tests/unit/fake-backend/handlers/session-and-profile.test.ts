import { describe, expect, it } from 'vitest';
import { api } from '@/shared/api/api';
import { contract } from '@/shared/api/contract';
import { startSession } from '@/shared/session/session';
import { clock } from '@mocks/lib/clock';
import { demoAccounts } from '@mocks/seed/demo-accounts';
import { signIn } from '@mocks/testing/sign-in';
import { newMemberWith } from '../../support/members';
import { refusalOf } from '../../support/api-failure';

describe('webemaillogin', () => {
  it('signs a demo member in with a token', async () => {
    const answer = await api.call('webemaillogin', { email: 'free@demo.test', password: 'demo1234' });
    expect(answer.peoples.user_id).toBe(demoAccounts.regular.user_id);
    expect(answer.peoples.token).not.toBe('');
  });

  it('accepts the mail in any case and with spaces around it', async () => {
    const answer = await api.call('webemaillogin', { email: '  Premium@Demo.test ', password: 'demo1234' });
    expect(answer.peoples.user_id).toBe(demoAccounts.premium.user_id);
  });

  it.each([
    ['a wrong password', 'free@demo.test', 'wrong-password'],
    ['an unknown mail', 'nobody@demo.test', 'demo1234'],
    ['no password', 'free@demo.test', undefined],
  ])('refuses %s with the server message', async (_case, email, password) => {
    const error = await refusalOf(api.call('webemaillogin', { email, password }));
    expect(error.kind).toBe('refused');
    expect(error.message).toBe('Email or Password Incorrect');
  });

  it('answers a request without the mail with a refusal, in the contract shape', async () => {
    const error = await refusalOf(api.send({ ...contract.webemaillogin, request: contract.checklicense.request }, { hostname: 'x' }));
    expect(error.kind).toBe('refused');
    expect(error.message).toBe('Missing or invalid field: email');
  });
});

describe('calls that carry the token', () => {
  it("refuse a call without a token with 'Invalid access'", async () => {
    const error = await refusalOf(api.call('webprofile', { user_id: demoAccounts.regular.user_id }));
    expect(error.message).toBe('Invalid access');
  });

  it("refuse a made-up token with 'Invalid access'", async () => {
    startSession({ userId: demoAccounts.regular.user_id, token: 'made-up' });
    const error = await refusalOf(api.call('webgetcounts', { user_id: demoAccounts.regular.user_id }));
    expect(error.message).toBe('Invalid access');
  });

  it("refuse acting for another member with 'Invalid access'", async () => {
    await signIn('regular');
    const error = await refusalOf(api.call('webprofile', { user_id: demoAccounts.premium.user_id }));
    expect(error.message).toBe('Invalid access');
  });
});

describe('webprofile', () => {
  it("answers the member's own profile without server-only fields", async () => {
    const { userId } = await signIn('premium');
    const { result } = await api.call('webprofile', { user_id: userId });
    expect(result).toMatchObject({ email: 'premium@demo.test', premium_member: 'true', userstatus: '1' });
    expect(result.membership_valid_web).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number(result.superlike_count)).toBeGreaterThan(0);
    expect(Number(result.boost_count)).toBeGreaterThan(0);
    expect(result).not.toHaveProperty('password');
  });

  it('shows the deactivated account as userstatus 0 (sign-in itself succeeds)', async () => {
    const { userId } = await signIn('inactive');
    const { result } = await api.call('webprofile', { user_id: userId });
    expect(result.userstatus).toBe('0');
  });
});

describe('webonlinestatus', () => {
  it('sets the member online and offline', async () => {
    const { userId } = await signIn('regular');
    await expect(api.call('webonlinestatus', { user_id: userId, status: '0' })).resolves.toMatchObject({ status: 'true' });
    await expect(api.call('webonlinestatus', { user_id: userId, status: '1' })).resolves.toMatchObject({ status: 'true' });
  });
});

describe('webgetcounts', () => {
  it('counts visitors, likes and super likes as text', async () => {
    const { memberId } = await newMemberWith({ visitors: 11, likes: 10, superLikes: 9 });
    const { result } = await api.call('webgetcounts', { user_id: memberId });
    expect(result).toEqual({ message: '0', visitors: '11', superlike_request: '9', like_request: '10' });
  });
});

describe('admindatas', () => {
  it('answers the here-to choices, interests and limits without a token', async () => {
    const { result } = await api.call('admindatas', {});
    expect(result.peoplefor.map((option) => option.name)).toEqual(['Dating', 'Friends', 'Study', 'Partner']);
    expect(result.interests.length).toBeGreaterThan(0);
    expect(result).toMatchObject({ max_age: '80', max_distance: '100' });
  });
});

describe('webhelppages', () => {
  it('answers the help pages, Safety Tips as page 2, with or without a user id', async () => {
    const publicAnswer = await api.call('webhelppages', {});
    expect(publicAnswer.helppages.find((page) => page.id === '2')?.title).toBe('Safety Tips');
    expect(publicAnswer.landingpage.map((link) => link.title)).toEqual(['facebook', 'twitter', 'google']);
    const { userId } = await signIn('regular');
    await expect(api.call('webhelppages', { user_id: userId })).resolves.toEqual(publicAnswer);
  });
});

describe('checklicense', () => {
  it('answers at start-up', async () => {
    await expect(api.call('checklicense', { hostname: 'localhost' })).resolves.toMatchObject({ status: 'true' });
  });
});

describe('the session token', () => {
  it('expires after 12 hours of the fake clock, like the session cookie', async () => {
    const { userId } = await signIn('regular');
    clock.advance(11 * 3_600_000);
    await expect(api.call('webgetcounts', { user_id: userId })).resolves.toMatchObject({ status: 'true' });
    clock.advance(1 * 3_600_000 + 1000);
    const error = await refusalOf(api.call('webgetcounts', { user_id: userId }));
    expect(error.message).toBe('Invalid access');
  });
});

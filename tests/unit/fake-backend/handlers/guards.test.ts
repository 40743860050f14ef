import { describe, expect, it } from 'vitest';
import { api } from '@/shared/api/api';
import { createApiClient } from '@/shared/api/client';
import type { LanguageCode } from '@/shared/api/contract/common';
import { readSession, sessionEndReason } from '@/shared/session/session';
import { takeSnapshot } from '@mocks/db/snapshot';
import { LOCK_MS } from '@mocks/domain/attempts';
import { fakePhoneVerification } from '@mocks/fakes/phone-verification';
import { clock } from '@mocks/lib/clock';
import { DEMO_PASSWORD, demoAccounts } from '@mocks/seed/demo-accounts';
import { TooManyCodeAttemptsError } from '@/shared/ports/phone-verification';
import { signIn } from '@mocks/testing/sign-in';
import { refusalOf } from '../../support/api-failure';

/**
 * The fake backend behaves as a careful server would (docs/product/fake-backend-and-demo.md#server-rules). Every rule is
 * judged through the network, as the app meets it.
 */
const LOCKED = 'Too many wrong attempts. Please try again in 15 minutes';
const FREE = demoAccounts.regular;

const clientIn = (language: LanguageCode) => createApiClient({ baseUrl: '/api/', getToken: () => null, getLanguage: () => language });

async function wrongPasswords(times: number, email: string = FREE.email) {
  const messages = [];
  for (let index = 0; index < times; index++) {
    messages.push((await refusalOf(api.call('webemaillogin', { email, password: `wrong-${index}` }))).message);
  }
  return messages;
}

describe('wrong passwords (webemaillogin)', () => {
  it('lock the account after 5: even the right password is refused, for 15 minutes of the fake clock', async () => {
    const messages = await wrongPasswords(30);
    console.log(`Password guesses: 30 wrong tried, ${messages.filter((message) => message === LOCKED).length} answered with the lock`);
    expect(messages.slice(0, 4)).toEqual(Array(4).fill('Email or Password Incorrect'));
    expect(new Set(messages.slice(4))).toEqual(new Set([LOCKED]));
    expect((await refusalOf(api.call('webemaillogin', { email: FREE.email, password: DEMO_PASSWORD }))).message).toBe(LOCKED);

    clock.advance(LOCK_MS);
    await expect(api.call('webemaillogin', { email: FREE.email, password: DEMO_PASSWORD })).resolves.toMatchObject({ status: 'true' });
  });

  it('start counting again after a success', async () => {
    await wrongPasswords(4);
    await expect(api.call('webemaillogin', { email: FREE.email, password: DEMO_PASSWORD })).resolves.toMatchObject({ status: 'true' });
    expect(await wrongPasswords(4)).toEqual(Array(4).fill('Email or Password Incorrect'));
    await expect(api.call('webemaillogin', { email: FREE.email, password: DEMO_PASSWORD })).resolves.toMatchObject({ status: 'true' });
  });

  it('lock one account only: the other demo account still signs in', async () => {
    await wrongPasswords(5);
    await expect(api.call('webemaillogin', { email: demoAccounts.premium.email, password: DEMO_PASSWORD })).resolves.toMatchObject({ status: 'true' });
  });

  it.each([
    ['fr', 'Trop de tentatives erronées. Veuillez réessayer dans 15 minutes'],
    ['ar', 'محاولات خاطئة كثيرة جدًا. يرجى المحاولة مرة أخرى بعد 15 دقيقة'],
  ] as const)('say so in the call’s language (%s)', async (language, text) => {
    await wrongPasswords(5);
    const error = await refusalOf(clientIn(language).call('webemaillogin', { email: FREE.email, password: DEMO_PASSWORD }));
    expect(error.message).toBe(text);
  });

  it('count the old password of webchangepassword too', async () => {
    await signIn('regular');
    const messages = [];
    for (let index = 0; index < 5; index++) {
      messages.push((await refusalOf(api.call('webchangepassword', { old_password: `wrong-${index}`, new_password: 'better123' }))).message);
    }
    expect(messages).toEqual([...Array(4).fill('Old password is incorrect'), LOCKED]);
    expect((await refusalOf(api.call('webchangepassword', { old_password: DEMO_PASSWORD, new_password: 'better123' }))).message).toBe(LOCKED);
  });
});

describe('wrong mail codes (verifyotp)', () => {
  const MAIL = 'guesser@example.test';

  it('lock the mail after 5: 50 wrong codes, then the right one is refused until 15 minutes have passed', async () => {
    await api.call('webcheckemail', { email: MAIL });
    const messages = [];
    for (let index = 0; index < 50; index++) {
      const otp = String(index).padStart(4, '0');
      messages.push((await refusalOf(api.call('verifyotp', { email: MAIL, otp }))).message);
    }
    console.log(`Mail code guesses: 50 wrong tried, ${messages.filter((message) => message === LOCKED).length} answered with the lock`);
    expect(messages.slice(0, 4)).toEqual(Array(4).fill('The OTP is not valid'));
    expect(new Set(messages.slice(4))).toEqual(new Set([LOCKED]));
    // A new code (Resend) gives no new tries.
    await api.call('webcheckemail', { email: MAIL });
    expect((await refusalOf(api.call('verifyotp', { email: MAIL, otp: '1234' }))).message).toBe(LOCKED);

    clock.advance(LOCK_MS);
    await expect(api.call('verifyotp', { email: MAIL, otp: '1234' })).resolves.toMatchObject({ status: 'true' });
  });
});

describe('wrong SMS codes (the fake phone verification)', () => {
  it('lock the number after 5: the right code is refused until 15 minutes have passed', async () => {
    const { verificationId } = await fakePhoneVerification.sendCode(FREE.phone);
    const failures = [];
    for (let index = 0; index < 20; index++) {
      failures.push(await fakePhoneVerification.confirmCode(verificationId, '000000').then(() => 'accepted', (error: unknown) => error));
    }
    expect(failures.slice(0, 4).every((error) => error instanceof Error && !(error instanceof TooManyCodeAttemptsError))).toBe(true);
    expect(failures.slice(4).every((error) => error instanceof TooManyCodeAttemptsError)).toBe(true);
    await expect(fakePhoneVerification.confirmCode(verificationId, '123456')).rejects.toBeInstanceOf(TooManyCodeAttemptsError);

    clock.advance(LOCK_MS);
    await expect(fakePhoneVerification.confirmCode(verificationId, '123456')).resolves.toEqual({ phone: FREE.phone });
  });
});

describe('a deactivated member', () => {
  it('signs in and reads the own profile as userstatus 0', async () => {
    const session = await signIn('inactive');
    await expect(api.call('webprofile', { user_id: session.userId })).resolves.toMatchObject({ result: { userstatus: '0' } });
  });

  it.each([
    ['webgetpeople', (userId: string) => api.call('webgetpeople', { user_id: userId, timestamp: '0', limit: '10' })],
    ['websetprofile', (userId: string) => api.call('websetprofile', { user_id: userId, bio: 'Still here' })],
    ['webmatch', (userId: string) => api.call('webmatch', { user_id: userId, follow_id: '100', type: 'like' })],
    ['webgetcounts', (userId: string) => api.call('webgetcounts', { user_id: userId })],
  ] as const)('is refused %s, and the app ends the session saying why', async (_call, send) => {
    const session = await signIn('inactive');
    const error = await refusalOf(send(session.userId));
    expect(error.message).toBe('This account has been deactivated');
    expect(error.refusal?.userstatus).toBe('0');
    expect(readSession()).toBeNull();
    expect(sessionEndReason()).toBe('deactivated');
  });
});

describe('passwords', () => {
  it('are kept hashed and salted: the saved database holds no demo password, and the demo accounts still sign in', async () => {
    const saved = JSON.stringify(takeSnapshot());
    expect(saved).not.toContain(DEMO_PASSWORD);
    const members = takeSnapshot().members as Array<Record<string, unknown>>;
    expect(members.every((member) => !('password' in member))).toBe(true);
    const [free, premium] = members as [{ password_hash: string }, { password_hash: string }];
    expect(free.password_hash).toMatch(/^sha256:[^:]+:[0-9a-f]{64}$/);
    // Same password, another salt: another hash.
    expect(free.password_hash).not.toBe(premium.password_hash);
    for (const account of Object.values(demoAccounts)) {
      await expect(api.call('webemaillogin', { email: account.email, password: DEMO_PASSWORD })).resolves.toMatchObject({ status: 'true' });
    }
  });

  it('set by a sign-up or a change are kept hashed too', async () => {
    await signIn('regular');
    await api.call('webchangepassword', { old_password: DEMO_PASSWORD, new_password: 'better123' });
    expect(JSON.stringify(takeSnapshot())).not.toContain('better123');
    await expect(api.call('webemaillogin', { email: FREE.email, password: 'better123' })).resolves.toMatchObject({ status: 'true' });
  });
});

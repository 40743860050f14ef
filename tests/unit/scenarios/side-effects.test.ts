import { describe, expect, it } from 'vitest';
import { paths } from '@/shared/routing/paths';
import { api } from '@/shared/api/api';
import { fakePhoneVerification, FAKE_SMS_CODE } from '@mocks/fakes/phone-verification';
import { SIGNUP_MAIL_CODE } from '@mocks/fakes/signup-mail';
import { readSession } from '@/shared/session/session';
import { signIn } from '@mocks/testing/sign-in';
import { testControls as controls } from '../support/controls';

describe('side effects read back through the controls', () => {
  it('record the sign-up code mail, the password reset mail and the SMS code', async () => {
    const { controls: amora } = controls();
    await api.call('webcheckemail', { email: 'Someone.New@Example.test' });
    await api.call('webforgot', { email: 'free@demo.test' });
    await fakePhoneVerification.sendCode('+15550100099');
    const { mails, sms } = amora.sideEffects();
    expect(mails).toEqual([
      expect.objectContaining({ kind: 'signup-code', to: 'someone.new@example.test', code: SIGNUP_MAIL_CODE }),
      expect.objectContaining({ kind: 'password-reset', to: 'free@demo.test' }),
    ]);
    expect(sms).toEqual([expect.objectContaining({ to: '+15550100099', code: FAKE_SMS_CODE })]);
  });

  it('record nothing for a refused request', async () => {
    const { controls: amora } = controls();
    await api.call('webforgot', { email: 'nobody@demo.test' }).catch(() => undefined);
    await fakePhoneVerification.sendCode('not a phone').catch(() => undefined);
    expect(amora.sideEffects()).toMatchObject({ mails: [], sms: [] });
  });

  it('list the payments taken', async () => {
    const { controls: amora } = controls();
    const { userId } = await signIn('regular');
    const before = amora.sideEffects().payments.length;
    await api.call('webpaypremium', { pay_nonce: 'fake-valid-visa-nonce', price: '9.99', user_id: userId, premium_id: '1', currency_code: 'EUR' });
    const payments = amora.sideEffects().payments;
    expect(payments).toHaveLength(before + 1);
    expect(payments.at(-1)).toMatchObject({ user_id: userId, product: 'premium', plan_id: '1', price: '9.99', pay_nonce: 'fake-valid-visa-nonce' });
  });

  it('are forgotten on reset', async () => {
    const { controls: amora } = controls();
    await api.call('webforgot', { email: 'free@demo.test' });
    await amora.reset();
    expect(amora.sideEffects().mails).toEqual([]);
  });
});

describe('scenarios from the controls', () => {
  it('apply to the signed-in member', async () => {
    const { controls: amora } = controls();
    const { userId: memberId } = await signIn('regular');
    const applied = await amora.applyScenario('fresh-match');
    expect(applied.memberId).toBe(memberId);
    const { peoples } = await api.call('webfriendslist', { user_id: memberId, limit: '8' });
    expect(peoples[0]?.user_id).toBe(applied.details.partnerId);
  });

  it('sign in as the empty account it makes', async () => {
    const { controls: amora, visited } = controls();
    const applied = await amora.applyScenario('empty-account');
    expect(readSession()?.userId).toBe(applied.memberId);
    expect(visited).toEqual([paths.peopleNear]);
    expect(amora.scenarios()).toEqual(['fresh-match', 'chat-of-20-messages', 'expired-premium', 'blocked-pair', 'long-chat', 'chat-with-probes', 'swipe-setting-on', 'hostile-input', 'empty-account']);
  });
});

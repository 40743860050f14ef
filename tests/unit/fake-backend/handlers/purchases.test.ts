import { describe, expect, it } from 'vitest';
import { api } from '@/shared/api/api';
import type { RequestOf } from '@/shared/api/contract/define-call';
import type { webpaypremium } from '@/shared/api/contract/purchases';
import { BOOST_DURATION_MS } from '@/shared/api/rules';
import { db } from '@mocks/db/database';
import { clock } from '@mocks/lib/clock';
import { TEST_NOW } from '@mocks/node';
import { signIn } from '@mocks/testing/sign-in';
import { refusalOf } from '../../support/api-failure';
import { profileOf } from '../../support/members';

const DAY_MS = 86_400_000;
const approvedNonce = 'fake-valid-visa-nonce';

/** The first premium plan (1 month, 9.99 EUR) paid with an approved card; a test changes what it is about. */
function premiumOrder(userId: string, change: Partial<RequestOf<typeof webpaypremium>> = {}): RequestOf<typeof webpaypremium> {
  return { pay_nonce: approvedNonce, price: '9.99', user_id: userId, premium_id: '1', currency_code: 'EUR', ...change };
}

function isoDay(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 10);
}

describe('plan lists and plan prices', () => {
  it('lists the premium plans with the payment settings', async () => {
    await signIn('regular');
    const answer = await api.call('premiumlistweb', { platform: 'web' });
    expect(answer.result.map((plan) => plan.days)).toEqual(['30', '90', '180', '365']);
    expect(answer).toMatchObject({ status: 'true', currency: 'EUR', payment: 'braintree' });
    expect(answer.license_key).not.toBe('');
  });

  it('answers a premium plan’s price and free super likes and boosts', async () => {
    await signIn('regular');
    const { result } = await api.call('premiumid', { premiumid: '2' });
    expect(result).toEqual({ price: '24.99', superlikecount: '15', boostcount: '3' });
    expect((await refusalOf(api.call('premiumid', { premiumid: '99' }))).message).toBe('Premium plan not found');
  });

  it('lists the boost packs and answers a pack’s price', async () => {
    const { userId } = await signIn('regular');
    const list = await api.call('webboostlist', { user_id: userId, platform: 'web' });
    expect(list.result).toHaveLength(3);
    expect(list).toMatchObject({ currency: 'EUR', payment: 'braintree' });
    const pack = list.result[1];
    const { result } = await api.call('premiumboostid', { premiumboostid: pack?.id ?? '' });
    expect(result).toEqual({ price: pack?.price });
    expect((await refusalOf(api.call('premiumboostid', { premiumboostid: '99' }))).message).toBe('Boost pack not found');
  });

  it('lists the super-like packs with the member’s own count and answers a pack’s price', async () => {
    const { userId } = await signIn('premium');
    const list = await api.call('websuperlikelist', { user_id: userId, platform: 'web' });
    expect(list.result).toHaveLength(3);
    expect(list.superlike_count).toBe((await profileOf(userId)).superlike_count);
    const pack = list.result[0];
    const { result } = await api.call('premiumsuperlikeid', { premiumsuperlikeid: pack?.id ?? '' });
    expect(result).toEqual({ price: pack?.price });
    expect((await refusalOf(api.call('premiumsuperlikeid', { premiumsuperlikeid: '99' }))).message).toBe('Super like pack not found');
  });

  it('needs the token for the lists', async () => {
    expect((await refusalOf(api.call('premiumlistweb', { platform: 'web' }))).message).toBe('Invalid access');
  });
});

describe('generateclienttoken', () => {
  it('answers a client token for the drop-in, before any sign-in', async () => {
    const { token } = await api.call('generateclienttoken', {});
    expect(JSON.parse(atob(token))).toMatchObject({ environment: 'sandbox' });
  });
});

describe('webpaypremium', () => {
  it('makes a regular member premium from today, with the plan’s free super likes and boosts', async () => {
    const { userId } = await signIn('regular');
    const before = await profileOf(userId);
    const answer = await api.call('webpaypremium', premiumOrder(userId));
    expect(answer).toEqual({ status: 'true', message: 'Premium Purchased Successfully' });
    expect(await profileOf(userId)).toMatchObject({
      premium_member: 'true',
      membership_valid_web: isoDay(TEST_NOW + 30 * DAY_MS),
      superlike_count: String(Number(before.superlike_count) + 5),
      boost_count: String(Number(before.boost_count) + 1),
    });
    expect(db.payments.findMany((q) => q.where({ user_id: userId }))).toEqual([
      expect.objectContaining({ product: 'premium', plan_id: '1', price: '9.99', currency: 'EUR', pay_nonce: approvedNonce }),
    ]);
  });

  it('extends a running membership from its expiry', async () => {
    const { userId } = await signIn('premium');
    const before = await profileOf(userId);
    await api.call('webpaypremium', premiumOrder(userId, { pay_nonce: 'fake-valid-nonce', price: '24.99', premium_id: '2', currency_code: 'eur' }));
    const after = await profileOf(userId);
    expect(after.membership_valid_web).toBe(isoDay(Date.parse(before.membership_valid_web) + 90 * DAY_MS));
    expect(after.superlike_count).toBe(String(Number(before.superlike_count) + 15));
  });

  it('starts a lapsed membership again from today', async () => {
    const { userId } = await signIn('premium');
    clock.advance(400 * DAY_MS);
    await signIn('premium');
    expect((await profileOf(userId)).premium_member).toBe('false');
    await api.call('webpaypremium', premiumOrder(userId));
    expect(await profileOf(userId)).toMatchObject({ premium_member: 'true', membership_valid_web: isoDay(clock.now() + 30 * DAY_MS) });
  });

  it.each([
    ['fake-processor-declined-visa-nonce', 'Processor Declined'],
    ['fake-luhn-invalid-nonce', 'Credit card number is invalid.'],
    ['fake-consumed-nonce', 'Cannot use a payment_method_nonce more than once.'],
    ['fake-gateway-rejected-fraud-nonce', 'Gateway Rejected: fraud'],
    ['made-up-nonce', 'Unknown or expired payment_method_nonce.'],
  ])('refuses the nonce %s and leaves the account as it was', async (nonce, message) => {
    const { userId } = await signIn('regular');
    const before = await profileOf(userId);
    const error = await refusalOf(api.call('webpaypremium', premiumOrder(userId, { pay_nonce: nonce })));
    expect(error.message).toBe(message);
    expect(await profileOf(userId)).toEqual(before);
    expect(db.payments.count()).toBe(0);
  });

  it.each([
    [{ premium_id: '99', price: '9.99', currency_code: 'EUR' }, 'Premium plan not found'],
    [{ premium_id: '1', price: '0.99', currency_code: 'EUR' }, 'The price does not match the plan'],
    [{ premium_id: '1', price: '9.99', currency_code: 'USD' }, 'The currency does not match the plan'],
  ])('refuses %o', async (order, message) => {
    const { userId } = await signIn('regular');
    const error = await refusalOf(api.call('webpaypremium', premiumOrder(userId, order)));
    expect(error.message).toBe(message);
    expect((await profileOf(userId)).premium_member).toBe('false');
  });
});

describe('webpayboost and webpaysuperlike', () => {
  it('adds a boost pack to the boost count', async () => {
    const { userId } = await signIn('regular');
    const answer = await api.call('webpayboost', { pay_nonce: approvedNonce, price: '14.99', user_id: userId, boost_id: '2', currency_code: 'EUR' });
    expect(answer).toEqual({ status: 'true', message: 'Boost Purchased Successfully' });
    expect((await profileOf(userId)).boost_count).toBe('5');
  });

  it('adds a super-like pack to the super like count, and the test nonce can be used again', async () => {
    const { userId } = await signIn('regular');
    const order = { pay_nonce: 'fake-valid-nonce', price: '4.99', user_id: userId, superlike_id: '1', currency_code: 'EUR' };
    await expect(api.call('webpaysuperlike', order)).resolves.toEqual({ status: 'true', message: 'Superlike Purchased Successfully' });
    await api.call('webpaysuperlike', order);
    expect((await profileOf(userId)).superlike_count).toBe('10');
    await expect(api.call('webgetcheck', { user_id: userId })).resolves.toEqual({ status: 'true', superlike_count: '10' });
  });

  it('refuses a declined card, an unknown pack and a wrong price', async () => {
    const { userId } = await signIn('regular');
    const boost = { pay_nonce: 'fake-processor-declined-visa-nonce', price: '3.99', user_id: userId, boost_id: '1', currency_code: 'EUR' };
    expect((await refusalOf(api.call('webpayboost', boost))).message).toBe('Processor Declined');
    expect((await refusalOf(api.call('webpayboost', { ...boost, pay_nonce: approvedNonce, boost_id: '99' }))).message).toBe('Boost pack not found');
    const superLike = { pay_nonce: approvedNonce, price: '1.00', user_id: userId, superlike_id: '1', currency_code: 'EUR' };
    expect((await refusalOf(api.call('webpaysuperlike', superLike))).message).toBe('The price does not match the plan');
    expect((await refusalOf(api.call('webpaysuperlike', { ...superLike, superlike_id: '99' }))).message).toBe('Super like pack not found');
    expect(await profileOf(userId)).toMatchObject({ boost_count: '0', superlike_count: '0' });
  });
});

describe('the boost', () => {
  it('runs for 30 minutes of the fake clock and spends one boost', async () => {
    const { userId } = await signIn('premium');
    await expect(api.call('webcheckboost', { user_id: userId })).resolves.toEqual({ status: 'false', boost_count: '2' });

    await expect(api.call('webactivateboost', { user_id: userId })).resolves.toEqual({ status: 'true', boost_count: '1' });
    await expect(api.call('webcheckboost', { user_id: userId })).resolves.toEqual({ status: 'true', boost_count: '1' });

    clock.advance(BOOST_DURATION_MS - 1);
    await expect(api.call('webcheckboost', { user_id: userId })).resolves.toEqual({ status: 'true', boost_count: '1' });
    clock.advance(1);
    await expect(api.call('webcheckboost', { user_id: userId })).resolves.toEqual({ status: 'false', boost_count: '1' });
    expect((await profileOf(userId)).boost_count).toBe('1');
  });

  it('answers that a running boost is active without spending another', async () => {
    const { userId } = await signIn('premium');
    await api.call('webactivateboost', { user_id: userId });
    await expect(api.call('webactivateboost', { user_id: userId })).resolves.toEqual({ status: 'true', boost_count: '1' });
    expect((await profileOf(userId)).boost_count).toBe('1');
  });

  it('refuses to activate without a boost left, with the count', async () => {
    const { userId } = await signIn('regular');
    await expect(api.call('webcheckboost', { user_id: userId })).resolves.toEqual({ status: 'false', boost_count: '0' });
    const error = await refusalOf(api.call('webactivateboost', { user_id: userId }));
    expect(error.message).toBe('You have no boosts left');
    expect(error.refusal).toMatchObject({ boost_count: '0' });
  });

  it('can be used once bought', async () => {
    const { userId } = await signIn('regular');
    await api.call('webpayboost', { pay_nonce: approvedNonce, price: '3.99', user_id: userId, boost_id: '1', currency_code: 'EUR' });
    await expect(api.call('webactivateboost', { user_id: userId })).resolves.toEqual({ status: 'true', boost_count: '0' });
    await expect(api.call('webcheckboost', { user_id: userId })).resolves.toEqual({ status: 'true', boost_count: '0' });
  });
});

describe('webgetcheck', () => {
  it('answers the member’s super like count', async () => {
    const { userId: regularId } = await signIn('regular');
    await expect(api.call('webgetcheck', { user_id: regularId })).resolves.toEqual({ status: 'true', superlike_count: '0' });
    const { userId: premiumId } = await signIn('premium');
    const { superlike_count } = await profileOf(premiumId);
    expect(Number(superlike_count)).toBeGreaterThan(0);
    await expect(api.call('webgetcheck', { user_id: premiumId })).resolves.toEqual({ status: 'true', superlike_count });
  });
});

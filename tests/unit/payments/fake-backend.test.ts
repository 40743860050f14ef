import { describe, expect, it } from 'vitest';
import { api } from '@/shared/api/api';
import { clock } from '@mocks/lib/clock';
import { TEST_NOW } from '@mocks/node';
import { signIn } from '@mocks/testing/sign-in';
import { refusalOf } from '../support/api-failure';
import { profileOf } from '../support/members';

const DAY_MS = 86_400_000;
const isoDay = (epochMs: number) => new Date(epochMs).toISOString().slice(0, 10);

/** What the payment screens rely on from the fake backend (docs/product/fake-backend-and-demo.md#server-rules), end to end through the network layer. */
describe('a premium purchase on the fake clock', () => {
  it('lasts the plan’s days from the fake clock’s now, then the member is regular again', async () => {
    const { userId } = await signIn('regular');
    const before = await profileOf(userId);
    const { result } = await api.call('premiumid', { premiumid: '1' });
    await api.call('webpaypremium', { pay_nonce: 'fake-valid-visa-nonce', price: result.price, user_id: userId, premium_id: '1', currency_code: 'EUR' });

    const bought = await profileOf(userId);
    expect(bought).toMatchObject({
      premium_member: 'true',
      membership_valid_web: isoDay(TEST_NOW + 30 * DAY_MS),
      superlike_count: String(Number(before.superlike_count) + Number(result.superlikecount)),
      boost_count: String(Number(before.boost_count) + Number(result.boostcount)),
    });

    // Premium through the expiry day...
    clock.advance(30 * DAY_MS);
    await signIn('regular');
    expect((await profileOf(userId)).premium_member).toBe('true');
    // ...and regular the day after, without the expiry date.
    clock.advance(DAY_MS);
    await signIn('regular');
    expect(await profileOf(userId)).toMatchObject({ premium_member: 'false', membership_valid_web: '' });
    // The super likes and boosts bought stay.
    expect((await profileOf(userId)).superlike_count).toBe(bought.superlike_count);
  });

  it('changes nothing with the declined card', async () => {
    const { userId } = await signIn('regular');
    const before = await profileOf(userId);
    const declined = { pay_nonce: 'fake-processor-declined-visa-nonce', price: '9.99', user_id: userId, currency_code: 'EUR' };
    expect((await refusalOf(api.call('webpaypremium', { ...declined, premium_id: '1' }))).message).toBe('Processor Declined');
    expect((await refusalOf(api.call('webpayboost', { ...declined, price: '3.99', boost_id: '1' }))).message).toBe('Processor Declined');
    expect((await refusalOf(api.call('webpaysuperlike', { ...declined, price: '4.99', superlike_id: '1' }))).message).toBe('Processor Declined');
    expect(await profileOf(userId)).toEqual(before);
  });
});

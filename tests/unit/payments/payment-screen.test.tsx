import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BoostPaymentScreen, PremiumPaymentScreen, SuperLikePaymentScreen } from '@/features/payments/payment-screen';
import { clearPurchaseResult, peekPurchaseResult } from '@/member/premium/purchase-result';
import { storeOfferChoice } from '@/member/plans/offer-choice';
import { providePorts } from '@/shared/ports/ports';
import { paths } from '@/shared/routing/paths';
import { fakePorts } from '@mocks/fakes';
import { server } from '@mocks/node';
import { signIn } from '@mocks/testing/sign-in';
import { memberRecord, profileOf } from '../support/members';
import { countCalls } from '../support/requests';
import { moveClock, useMovableClock, userOnMovableClock } from '../support/movable-clock';
import { renderScreen } from '../support/render';

const APPROVED = '4111 1111 1111 1111';
const DECLINED = '4000 1111 1111 1115';
const routes = { [paths.profile]: <h1>Profile screen</h1> };

beforeEach(() => {
  providePorts(fakePorts);
  // The pay button's 2 s after the payment token pass at once (payButton).
  useMovableClock();
});

afterEach(() => {
  clearPurchaseResult();
});

async function fillCard(number: string) {
  const user = userOnMovableClock();
  await user.type(await screen.findByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiration date (MM/YY)'), '12/30');
  await user.type(screen.getByLabelText('CVV'), '123');
  return user;
}

/** The pay button, which appears 2 s after the payment token (the card form, filled before, came with the token). */
async function payButton(name: RegExp) {
  await moveClock(2000);
  return screen.findByRole('button', { name });
}

describe('the premium payment screen', () => {
  it('shows the plan chosen in the popup with its price and free extras, and makes the member premium', async () => {
    const { userId } = await signIn('regular');
    storeOfferChoice('premium', { id: '2', price: '24.99', currency: 'EUR' });
    await renderScreen(<PremiumPaymentScreen />, { route: paths.premiumPayment, path: paths.premiumPayment, routes });

    const plans = await screen.findByRole('radiogroup', { name: 'Premium plans' });
    expect(within(plans).getByRole('radio', { checked: true })).toHaveAccessibleName('90 Days, €24.99');
    expect(await screen.findByText('Free Super Likes')).toBeInTheDocument();
    expect(screen.getByText('15')).toBeInTheDocument();

    const payments = countCalls('webpaypremium');
    const user = await fillCard(APPROVED);
    const pay = await payButton(/Pay €24\.99/);
    await user.dblClick(pay);

    expect(await screen.findByRole('heading', { name: 'Profile screen' })).toBeInTheDocument();
    expect(payments.count).toBe(1);
    payments.stop();
    expect(peekPurchaseResult()).toEqual({ outcome: 'bought', offer: 'premium' });
    expect(localStorage.getItem('premium_popup')).toBe('true');
    expect(localStorage.getItem('selected_premium')).toBeNull();
    expect(await profileOf(userId)).toMatchObject({ premium_member: 'true' });
  });

  it('leaves the account as it was with the declined card, still goes to the profile and says why', async () => {
    const { userId } = await signIn('regular');
    storeOfferChoice('premium', { id: '1', price: '9.99', currency: 'EUR' });
    await renderScreen(<PremiumPaymentScreen />, { route: paths.premiumPayment, path: paths.premiumPayment, routes });
    const user = await fillCard(DECLINED);
    await user.click(await payButton(/Pay €9\.99/));

    expect(await screen.findByRole('heading', { name: 'Profile screen' })).toBeInTheDocument();
    expect(peekPurchaseResult()).toEqual({ outcome: 'failed', offer: 'premium', message: 'Processor Declined' });
    expect(localStorage.getItem('premium_popup')).toBeNull();
    expect(localStorage.getItem('selected_premium')).toBeNull();
    expect((await profileOf(userId)).premium_member).toBe('false');
  });

  it('asks for the card again when the card form is incomplete, sending nothing', async () => {
    await signIn('regular');
    storeOfferChoice('premium', { id: '1', price: '9.99', currency: 'EUR' });
    await renderScreen(<PremiumPaymentScreen />, { route: paths.premiumPayment, path: paths.premiumPayment, routes });
    const payments = countCalls('webpaypremium');
    await screen.findByLabelText('Card number');
    await userOnMovableClock().click(await payButton(/Pay €9\.99/));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please check your card details.');
    expect(payments.count).toBe(0);
    payments.stop();
  });

  it('opens on the most chosen plan with its price when none was chosen, and lets the member choose another, loading its price', async () => {
    await signIn('regular');
    await renderScreen(<PremiumPaymentScreen />, { route: paths.premiumPayment, path: paths.premiumPayment, routes });
    // docs/decisions/008-plan-picker.md: the plan marked most chosen is chosen, its price shown and stored.
    expect(await screen.findByRole('radio', { name: '90 Days, €24.99' })).toHaveAttribute('aria-checked', 'true');
    expect(await screen.findByText('€24.99', { selector: 'dd' })).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('selected_premium')).toBe('2'));
    expect(screen.queryByText('Choose a plan to see its price.')).not.toBeInTheDocument();
    const prices = countCalls('premiumid');
    await userOnMovableClock().click(await screen.findByRole('radio', { name: '180 Days, €44.99' }));
    expect(await screen.findByText('€44.99', { selector: 'dd' })).toBeInTheDocument();
    expect(prices.count).toBe(1);
    prices.stop();
    expect(localStorage.getItem('selected_premium')).toBe('3');
    expect(localStorage.getItem('premium_price')).toBe('44.99');
    expect(localStorage.getItem('currency')).toBe('EUR');
  });

  it('says No Plans Available when the server has none', async () => {
    await signIn('regular');
    server.use(
      http.post('*/api/premiumlistweb', () => HttpResponse.json({ status: 'true', result: [], currency: 'EUR', payment: 'braintree', license_key: 'x' })),
    );
    await renderScreen(<PremiumPaymentScreen />, { route: paths.premiumPayment, path: paths.premiumPayment, routes });
    expect(await screen.findByText('No Plans Available')).toBeInTheDocument();
  });
});

describe('the pack payment screens', () => {
  it('adds a boost pack to the boost count', async () => {
    const { userId } = await signIn('regular');
    await renderScreen(<BoostPaymentScreen />, { route: paths.boostPayment, path: paths.boostPayment, routes });
    await userOnMovableClock().click(await screen.findByRole('radio', { name: '5 Boosts, €14.99' }));
    const user = await fillCard(APPROVED);
    await user.click(await payButton(/Pay €14\.99/));
    expect(await screen.findByRole('heading', { name: 'Profile screen' })).toBeInTheDocument();
    expect(peekPurchaseResult()).toEqual({ outcome: 'bought', offer: 'boost' });
    expect(localStorage.getItem('boost_premium_popup')).toBe('true');
    expect(memberRecord(userId).boost_count).toBe('5');
  });

  it('adds a super-like pack to the super like count', async () => {
    const { userId } = await signIn('regular');
    storeOfferChoice('superLike', { id: '2', price: '11.99', currency: 'EUR' });
    await renderScreen(<SuperLikePaymentScreen />, { route: paths.superLikePayment, path: paths.superLikePayment, routes });
    expect(await screen.findByRole('radio', { name: '15 Super Likes, €11.99', checked: true })).toBeInTheDocument();
    const user = await fillCard(APPROVED);
    await user.click(await payButton(/Pay €11\.99/));
    expect(await screen.findByRole('heading', { name: 'Profile screen' })).toBeInTheDocument();
    expect(localStorage.getItem('superlike_premium_popup')).toBe('true');
    expect(localStorage.getItem('selected_superlikepremium')).toBeNull();
    expect(memberRecord(userId).superlike_count).toBe('15');
  });
});

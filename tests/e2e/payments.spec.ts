import type { Page } from '@playwright/test';
import { paths } from '../../src/shared/routing/paths';
import { expect, test } from './fixtures';
import { endsAt, expectNoSeriousA11yViolations, fillCard } from './helpers';

/**
 * The payment screens with the fake drop-in and the test cards of docs/product/fake-backend-and-demo.md#demo-accounts-and-test-inputs
 * (approved 4111 1111 1111 1111, declined 4000 1111 1111 1115), what a payment changes on the fake
 * backend, and the one-shot result on /app/Profile.
 */
// Each journey signs the regular member in at the screen it starts on (one load, not People Near and then it).

const APPROVED = '4111 1111 1111 1111';
const DECLINED = '4000 1111 1111 1115';

/** A call of the signed-in member, asked from the page as the app asks it. */
async function memberCall<T>(page: Page, call: string): Promise<T> {
  return page.evaluate(async (name) => {
    const form = new FormData();
    form.append('user_id', localStorage.getItem('session_userid') ?? '');
    form.append('language', 'en');
    const headers = { Authorization: `Bearer ${localStorage.getItem('session_token') ?? ''}` };
    const response = await fetch(`/api/${name}`, { method: 'POST', body: form, headers });
    return (await response.json()) as T;
  }, call);
}

/** Signs the regular member in at a payment screen, and waits for its heading. */
async function openPayment(page: Page, signedInAs: SignedInAs, path: string, heading: string): Promise<void> {
  await signedInAs('regular', path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

type SignedInAs = (persona: 'regular', landing: string) => Promise<void>;

const premiumBadge = (page: Page) => page.locator('aside, [class*="sidebar"]').getByText('Premium', { exact: true }).first();

test('a regular member chooses a plan, pays with the approved card, sees the benefits and is premium', async ({ page, signedInAs, sideEffects }) => {
  // The longest journey (two axe runs, a reload): on two busy cores it outlasts the default 30 s.
  test.slow();
  // From the profile's offer, as a member meets it: the plan chosen in the popup is the one the payment screen shows.
  await signedInAs('regular', paths.profile);
  await page.getByRole('button', { name: 'Become a Premium Member' }).click();
  const popup = page.getByRole('dialog', { name: 'Become a Premium Member' });
  await popup.getByRole('radio', { name: '90 Days, €24.99' }).click();
  await popup.getByRole('link', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Premium payment' })).toBeVisible();
  const plans = page.getByRole('radiogroup', { name: 'Premium plans' });
  await expect(plans.getByRole('radio', { name: '90 Days, €24.99' })).toHaveAttribute('aria-checked', 'true');
  await plans.getByRole('radio', { name: '90 Days, €24.99' }).focus();
  // Keyboard: the next plan, announced as selected.
  await page.keyboard.press('ArrowRight');
  await expect(plans.getByRole('radio', { name: '180 Days, €44.99' })).toBeFocused();
  await expect(page.getByText('Selected: 180 Days, €44.99')).toBeAttached();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('definition').filter({ hasText: '€24.99' })).toBeVisible();
  await expect(page.getByText('Free Super Likes', { exact: true })).toBeVisible();

  await fillCard(page, APPROVED);
  const pay = page.getByRole('button', { name: 'Pay €24.99' });
  await expect(pay).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await pay.click();

  await expect(page).toHaveURL(endsAt(paths.profile));
  const benefits = page.getByRole('dialog', { name: 'You are a Premium Member' });
  await expect(benefits).toBeVisible();
  await expect(benefits.getByText(/^Your premium membership will expire on \d{1,2} [A-Z][a-z]{2} \d{4}$/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await benefits.getByRole('button', { name: 'Great' }).click();
  await expect(benefits).toBeHidden();
  // The profile itself now tells the expiry instead of offering premium.
  await expect(page.getByText('Your premium membership will expire on')).toBeVisible();
  await expect(page.getByText('Your premium membership will expire on').locator('strong')).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
  await expect(page.getByRole('button', { name: 'Become a Premium Member' })).toBeHidden();

  // Premium now: the sidebar's badge, and the fake backend says so.
  await expect(premiumBadge(page)).toBeVisible();
  const profile = await memberCall<{ result: { premium_member: string; superlike_count: string; boost_count: string } }>(page, 'webprofile');
  expect(profile.result.premium_member).toBe('true');
  expect((await sideEffects()).payments).toEqual([expect.objectContaining({ product: 'premium', plan_id: '2', price: '24.99', currency: 'EUR' })]);

  // Shown once: a reload does not bring the popup back.
  await page.reload();
  await expect(premiumBadge(page)).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'You are a Premium Member' })).toBeHidden();
});

test('the declined card changes nothing, says so and still goes to the profile', async ({ page, signedInAs, sideEffects, notices }) => {
  await openPayment(page, signedInAs, paths.premiumPayment, 'Premium payment');
  await page.getByRole('radiogroup', { name: 'Premium plans' }).getByRole('radio', { name: '30 Days, €9.99' }).click();
  await fillCard(page, DECLINED);
  await page.getByRole('button', { name: 'Pay €9.99' }).click();
  await expect(page).toHaveURL(endsAt(paths.profile));
  await notices.expectShown('alert', 'Payment failed: Processor Declined. Nothing was charged.');
  const profile = await memberCall<{ result: { premium_member: string } }>(page, 'webprofile');
  expect(profile.result.premium_member).toBe('false');
  expect((await sideEffects()).payments).toEqual([]);
  await expect(premiumBadge(page)).toBeHidden();
});

test('a boost pack adds its boosts, and a double click on pay pays once', async ({ page, signedInAs, sideEffects, notices }) => {
  await openPayment(page, signedInAs, paths.boostPayment, 'Boost payment');
  const before = await memberCall<{ boost_count: string }>(page, 'webcheckboost');
  await page.getByRole('radiogroup', { name: 'Boost packs' }).getByRole('radio', { name: '5 Boosts, €14.99' }).click();
  await fillCard(page, APPROVED);
  await page.getByRole('button', { name: 'Pay €14.99' }).dblclick();
  await expect(page).toHaveURL(endsAt(paths.profile));
  await notices.expectShown('status', 'Boost Purchased Successfully');
  const after = await memberCall<{ boost_count: string }>(page, 'webcheckboost');
  expect(Number(after.boost_count)).toBe(Number(before.boost_count) + 5);
  expect((await sideEffects()).payments).toHaveLength(1);
});

test('a super-like pack adds its super likes', async ({ page, signedInAs, notices }) => {
  await openPayment(page, signedInAs, paths.superLikePayment, 'Super like payment');
  const before = await memberCall<{ superlike_count: string }>(page, 'webgetcheck');
  await page.getByRole('radiogroup', { name: 'Super like packs' }).getByRole('radio', { name: '15 Super Likes, €11.99' }).click();
  await fillCard(page, APPROVED);
  await page.getByRole('button', { name: 'Pay €11.99' }).click();
  await expect(page).toHaveURL(endsAt(paths.profile));
  await notices.expectShown('status', 'Superlike Purchased Successfully');
  const after = await memberCall<{ superlike_count: string }>(page, 'webgetcheck');
  expect(Number(after.superlike_count)).toBe(Number(before.superlike_count) + 15);
});

test('the payment screen reads in Arabic, right to left, with the price in Arabic', async ({ page, signedInAs }) => {
  await signedInAs('regular', paths.premiumPayment);
  await page.evaluate(() => {
    document.cookie = 'language=ar; path=/';
  });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'دفع العضوية المميزة' })).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: 'الباقات المميزة' }).getByRole('radio').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

import type { Page } from '@playwright/test';
import { paths } from '../../src/shared/routing/paths';
import { expect, test } from './fixtures';
import { callsAnswered, endsAt, expectNoSeriousA11yViolations, fillCard, openInApp } from './helpers';

/**
 * The ad slot follows admin_enable_ads and hide_ads (docs/product/README.md#members-and-tiers), and its only ad sells
 * premium, so a premium member, one who has just paid included, is never shown it, nor any other
 * offer to become premium.
 */

// The deck is opened to see its ad slot, once its first card is in: its 2 s opening wait is not judged here.
test.use({ deckWait: 'skipped' });

const APPROVED = '4111 1111 1111 1111';
const AD = 'Advertisement';

/** The deck, once it has read the administrator's settings and shows its first card: the ad, if any, is in by then. */
async function openDeckSettled(page: Page): Promise<void> {
  await openInApp(page, paths.peopleNear);
  await expect(page.getByRole('heading', { level: 1, name: 'People near you' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect.poll(() => callsAnswered(page, 'admindatas')).toBeGreaterThan(0);
}

/** Every screen that sells premium to a regular member, seen as this member: none of them does. */
async function expectNoUpsellAnywhere(page: Page): Promise<void> {
  await openDeckSettled(page);
  await expect(page.getByRole('complementary', { name: AD })).toHaveCount(0);
  await expect(page.getByText('Amora Premium: unlimited likes, no ads.')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Become a Premium Member' })).toHaveCount(0);

  await openInApp(page, paths.likes);
  await expect(page.getByRole('heading', { level: 1, name: 'Likes' })).toBeVisible();
  await expect(page.getByText('See who likes you')).toHaveCount(0);

  await openInApp(page, paths.visitors);
  await expect(page.getByRole('heading', { level: 1, name: 'Visitors' })).toBeVisible();
  await expect(page.getByText('Find unlimited people')).toHaveCount(0);

  await openInApp(page, paths.profile);
  await expect(page.getByText('Your premium membership will expire on')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Become a Premium Member' })).toHaveCount(0);
}

test.describe('a regular member', () => {
  test.use({ persona: 'regular' });

  test('sees the house ad, pays with the approved card, then sees no ad and no upsell anywhere', async ({ page }) => {
    // A long journey (a payment, five screens, an axe run): on two busy cores it outlasts the default 30 s.
    test.slow();
    // Ads are on, and a regular member is shown the premium ad: what the payment must take away.
    await openDeckSettled(page);
    const ad = page.getByRole('complementary', { name: AD });
    await expect(ad).toBeVisible();
    await expect(ad).toContainText('Amora Premium: unlimited likes, no ads.');

    await openInApp(page, paths.premiumPayment);
    await expect(page.getByRole('heading', { level: 1, name: 'Premium payment' })).toBeVisible();
    await page.getByRole('radiogroup', { name: 'Premium plans' }).getByRole('radio', { name: '30 Days, €9.99' }).click();
    await fillCard(page, APPROVED);
    await page.getByRole('button', { name: 'Pay €9.99' }).click();
    await expect(page).toHaveURL(endsAt(paths.profile));
    const benefits = page.getByRole('dialog', { name: 'You are a Premium Member' });
    await benefits.getByRole('button', { name: 'Great' }).click();
    await expect(benefits).toBeHidden();

    await expectNoUpsellAnywhere(page);
    await openDeckSettled(page);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('the premium persona', () => {
  test.use({ persona: 'premium' });

  test('sees no ad and no upsell anywhere, though ads are on and Hide Ads is off', async ({ page }) => {
    test.slow();
    const [ads, hideAds] = await page.evaluate(async () => {
      const admin = (await (await fetch('/api/admindatas?language=en')).json()) as { result: { admin_enable_ads: string } };
      const form = new FormData();
      form.append('user_id', localStorage.getItem('session_userid') ?? '');
      form.append('language', 'en');
      const headers = { Authorization: `Bearer ${localStorage.getItem('session_token') ?? ''}` };
      const own = (await (await fetch('/api/webprofile', { method: 'POST', body: form, headers })).json()) as { result: { hide_ads: string } };
      return [admin.result.admin_enable_ads, own.result.hide_ads];
    });
    expect({ ads, hideAds }).toEqual({ ads: 'true', hideAds: 'false' });
    await expectNoUpsellAnywhere(page);
  });
});

import type { Page } from '@playwright/test';
import { paths } from '../../src/shared/routing/paths';
import { expect, test } from './fixtures';
import { endsAt, expectNoSeriousA11yViolations, topCard } from './helpers';

// What comes after the deck's 2 s opening wait is judged here, not the wait itself (fixtures.ts: deckWait).
test.use({ deckWait: 'skipped' });

/**
 * The deck card shows what helps a decision (two lines of the bio, the
 * first interests as chips), and the plan chooser compares the plans (price per week, saving
 * against the shortest, the most chosen one), tells a premium member their current plan, and its
 * card fields format as typed while the payment still goes through.
 */

/** A person's profile as the fake backend answers it to the signed-in member. */
async function profileOf(page: Page, friendId: string): Promise<{ bio: string; interest_other: string[] }> {
  return page.evaluate(async (id) => {
    const form = new FormData();
    form.append('user_id', localStorage.getItem('session_userid') ?? '');
    form.append('friend_id', id);
    form.append('language', 'en');
    const headers = { Authorization: `Bearer ${localStorage.getItem('session_token') ?? ''}` };
    const response = await fetch('/api/webprofilenew', { method: 'POST', body: form, headers });
    return ((await response.json()) as { result: { bio: string; interest_other: string[] } }).result;
  }, friendId);
}

test.describe('regular member', () => {
  test.use({ persona: 'regular' });

  test('the deck card shows the bio and the first interests of the person on top', async ({ page }) => {
    const card = topCard(page);
    await expect(card).toHaveCount(1);
    const profile = await profileOf(page, (await card.getAttribute('data-person-id')) ?? '');
    expect(profile.bio.trim(), 'the seeded person on top has a bio').not.toBe('');
    expect(profile.interest_other.length, 'and interests').toBeGreaterThan(0);

    await expect(card.getByText(profile.bio.replace(/\s+/g, ' ').trim(), { exact: true })).toBeVisible();
    const chips = card.getByRole('list', { name: 'Interests' }).getByRole('listitem');
    const shown = profile.interest_other.slice(0, 4);
    await expect(chips.first()).toHaveText(shown[0] ?? '');
    await expect(chips).toHaveCount(shown.length + (profile.interest_other.length > 4 ? 1 : 0));
    // Still the way into the full profile.
    await expect(card.getByRole('link', { name: /^View .+'s profile$/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test.describe(() => {
    test.use({ landing: paths.premiumPayment });

    test('the plans show the week price, the saving and the most chosen; the card fields format as typed and the payment succeeds', async ({
      page,
      sideEffects,
    }) => {
      test.slow();
      await expect(page.getByRole('heading', { level: 1, name: 'Premium payment' })).toBeVisible();
      const plans = page.getByRole('radiogroup', { name: 'Premium plans' });
      // The seed's plans: 30 days €9.99, 90 days €24.99, 180 days €44.99, 365 days €79.99.
      const shortest = plans.getByRole('radio', { name: '30 Days, €9.99' });
      const middle = plans.getByRole('radio', { name: '90 Days, €24.99' });
      const longest = plans.getByRole('radio', { name: '365 Days, €79.99' });
      await expect(shortest).toContainText('€2.33/week');
      await expect(shortest).not.toContainText('Save');
      await expect(middle).toContainText('Popular');
      await expect(middle).toContainText('Save 16%');
      await expect(middle).toHaveAccessibleDescription('Popular, €1.94/week, Save 16%');
      await expect(longest).toContainText('€1.53/week');
      await expect(longest).toContainText('Save 34%');
      await expect(plans.getByText('Popular', { exact: true })).toHaveCount(1);
      await expect(page.getByText('Your current plan: Premium')).toHaveCount(0);

      await middle.click();
      await expect(page.getByRole('definition').filter({ hasText: '€24.99' })).toBeVisible();
      const number = page.getByLabel('Card number');
      await number.pressSequentially('4111111111111111');
      await expect(number).toHaveValue('4111 1111 1111 1111');
      const expiry = page.getByLabel('Expiration date (MM/YY)');
      await expiry.pressSequentially('1230');
      await expect(expiry).toHaveValue('12/30');
      await page.getByLabel('CVV').fill('123');
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Pay €24.99' }).click();

      await expect(page).toHaveURL(endsAt(paths.profile));
      await expect(page.getByRole('dialog', { name: 'You are a Premium Member' })).toBeVisible();
      expect((await sideEffects()).payments).toEqual([expect.objectContaining({ product: 'premium', plan_id: '2', price: '24.99', currency: 'EUR' })]);
    });
  });
});

test.describe('premium member', () => {
  test.use({ persona: 'premium', landing: paths.premiumPayment });

  test('sees their current plan and its end date above the plans', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Premium payment' })).toBeVisible();
    await expect(page.getByText('Your current plan: Premium')).toBeVisible();
    await expect(page.getByText(/^Your premium membership will expire on \d{1,2} [A-Z][a-z]{2} \d{4}$/)).toBeVisible();
    await expect(page.getByRole('radiogroup', { name: 'Premium plans' }).getByRole('radio')).toHaveCount(4);
    await expectNoSeriousA11yViolations(page);
  });
});

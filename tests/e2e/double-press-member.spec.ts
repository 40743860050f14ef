import type { Page } from '@playwright/test';
import { paths } from '../../src/shared/routing/paths';
import { expect, test } from './fixtures';
import { callsAnswered, doubleClickWhileCallsHeld, endsAt, topCard } from './helpers';

/**
 * Exactly one request for every double-pressed action of a signed-in member (like, super like,
 * nope, send, save; pay is proven in payments.spec.ts, the public forms in double-press.spec.ts). The
 * fake backend holds the calls first, so the second press lands while the first call is on its way.
 */

// What comes after the deck's 2 s opening wait is judged here, not the wait itself (fixtures.ts: deckWait). That
// option also puts Playwright's clock in the page, which doubleClickWhileCallsHeld moves.
test.use({ deckWait: 'skipped' });

/** The deck's top card, once no decision is pending. */
async function deckReady(page: Page): Promise<string> {
  const top = topCard(page);
  await expect(top).toHaveCount(1);
  await expect(page.getByRole('group', { name: 'Decide' }).locator('[aria-busy="true"]')).toHaveCount(0);
  return (await top.getAttribute('data-person-id')) ?? '';
}

/** Waits until the deck has settled after a decision on `person`, then counts `call`. */
async function oneCallAfterDecision(page: Page, person: string, call: string): Promise<void> {
  await expect(topCard(page)).not.toHaveAttribute('data-person-id', person);
  await expect(page.getByRole('group', { name: 'Decide' }).locator('[aria-busy="true"]')).toHaveCount(0);
  expect(await callsAnswered(page, call)).toBe(1);
}

test.describe('regular member', () => {
  test.use({ persona: 'regular' });

  test('a double-click on Like likes once', async ({ page }) => {
    await deckReady(page);
    await doubleClickWhileCallsHeld(page, page.getByRole('button', { name: 'Like', exact: true }), 'webmatch');
    // The person on top of the regular member's deck already liked them (deck.spec.ts).
    await expect(page.getByRole('dialog', { name: "It's a Match!" })).toBeVisible();
    expect(await callsAnswered(page, 'webmatch')).toBe(1);
  });

  test('a double-click on Nope passes once', async ({ page }) => {
    const person = await deckReady(page);
    await doubleClickWhileCallsHeld(page, page.getByRole('button', { name: 'Nope', exact: true }), 'webunmatch');
    await oneCallAfterDecision(page, person, 'webunmatch');
  });

  test.describe(() => {
    test.use({ landing: paths.chat.to({ receiverId: '170', chatId: '1' }) });

    test('a double-click on Send sends one message', async ({ page }) => {
      await expect(page.getByText('Do you like hiking?')).toBeVisible();
      await page.getByLabel('Type a message').fill('Just once, please');
      await doubleClickWhileCallsHeld(page, page.getByRole('button', { name: 'Send' }), 'websendmessage');
      await expect(page.locator('[data-side="mine"]').getByText('Just once, please')).toHaveCount(1);
      await expect.poll(() => callsAnswered(page, 'websendmessage')).toBe(1);
      await expect(page.getByLabel('Type a message')).toHaveValue('');
      expect(await callsAnswered(page, 'websendmessage')).toBe(1);
    });
  });

  test.describe(() => {
    test.use({ landing: paths.filter });

    test('a double-click on the filter’s Save saves once', async ({ page }) => {
      await expect(page.getByRole('radio', { name: 'Women' })).toBeVisible();
      await page.getByRole('radio', { name: 'Women' }).check();
      await doubleClickWhileCallsHeld(page, page.getByRole('button', { name: 'Save' }), 'websetfilter');
      await expect(page).toHaveURL(endsAt(paths.peopleNear));
      expect(await callsAnswered(page, 'websetfilter')).toBe(1);
    });
  });

  test.describe(() => {
    test.use({ landing: paths.settings });

    test('a double-click on the settings’ Save saves once', async ({ page, notices }) => {
      const main = page.getByRole('main');
      const likes = main.getByRole('switch', { name: 'Likes', exact: true });
      const before = await likes.getAttribute('aria-checked');
      await likes.click();
      await expect(likes).not.toHaveAttribute('aria-checked', before ?? '');
      await doubleClickWhileCallsHeld(page, main.getByRole('button', { name: 'Save' }), 'websetprofile');
      await notices.expectShown('status', 'Profile information changed');
      expect(await callsAnswered(page, 'websetprofile')).toBe(1);
    });
  });

  test.describe(() => {
    test.use({ landing: paths.editProfile });

    test('a double-click on the edited profile’s Save saves once', async ({ page, notices }) => {
      await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Alex');
      await page.getByLabel('Job').fill('Florist');
      await doubleClickWhileCallsHeld(page, page.getByRole('button', { name: 'Save' }), 'websetprofile');
      await notices.expectShown('status', 'Profile information changed');
      expect(await callsAnswered(page, 'websetprofile')).toBe(1);
    });
  });
});

test.describe('premium member', () => {
  test.use({ persona: 'premium' });

  test('a double-click on Super like super-likes once', async ({ page }) => {
    await deckReady(page);
    await doubleClickWhileCallsHeld(page, page.getByRole('button', { name: 'Super like', exact: true }), 'webmatch');
    // The person on top of the premium member's deck already liked them too (deck.spec.ts).
    await expect(page.getByRole('dialog', { name: "It's a Match!" })).toBeVisible();
    expect(await callsAnswered(page, 'webmatch')).toBe(1);
  });
});

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations, fakeBackendReady, setLanguage, topCard } from './helpers';

// What comes after the deck's 2 s opening wait is judged here, not the wait itself (fixtures.ts: deckWait).
test.use({ deckWait: 'skipped' });

/**
 * The swipe deck at /app/PeopleNear, driven as a member would, by buttons,
 * keys and the mouse, against the demo build's fake backend.
 * The seed puts the person who already liked the member on top of each demo account's deck
 * (mocks/seed/seed-relations.ts, DECK_LIKER: person 151 for the regular member, 191 for the premium one).
 */
const LIKER = { regular: '151', premium: '191' } as const;

/** The person on top, once the deck is ready for a decision (none pending: a press meanwhile would send nothing). */
async function topCardId(page: Page): Promise<string> {
  await expect(topCard(page)).toHaveCount(1);
  await expect(page.getByRole('group', { name: 'Decide' }).locator('[aria-busy="true"]')).toHaveCount(0);
  return (await topCard(page).getAttribute('data-person-id')) ?? '';
}

/** Drags the top card with the mouse from its middle, ten steps of `step` pixels each, then lets go. */
async function dragTopCard(page: Page, step: { x: number; y: number }): Promise<void> {
  const box = await topCard(page).boundingBox();
  if (!box) throw new Error('The card has no box');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let count = 1; count <= 10; count++) await page.mouse.move(x + count * step.x, y + count * step.y);
  await page.mouse.up();
}

async function advanceClock(page: Page, ms: number) {
  await fakeBackendReady(page);
  await page.evaluate((by) => window.__amora?.advanceClock(by), ms);
}

test.describe('regular member', () => {
  test.use({ persona: 'regular' });

  test.describe(() => {
    // This journey judges the wait itself: its skeleton.
    test.use({ deckWait: 'real' });

    // Send message, Keep swiping and the first words: match.spec.ts.
    test('liking the person who liked them gives "It\'s a Match!", which Escape closes', async ({ page }) => {
      await expect(page.getByRole('heading', { name: 'People near you', level: 1 })).toBeVisible();
      // The card area waits 2 s: a skeleton holds its place.
      await expect(page.getByRole('status').filter({ hasText: 'Finding people near you…' })).toBeAttached();
      expect(await topCardId(page)).toBe(LIKER.regular);
      await expect(page.getByRole('button', { name: 'Become a Premium Member' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await page.getByRole('button', { name: 'Like', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: "It's a Match!" });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('img')).toHaveCount(2);
      await expectNoSeriousA11yViolations(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(topCard(page)).not.toHaveAttribute('data-person-id', LIKER.regular);
    });
  });

  // One load for the deck's three locked ways: a super like and a boost with none left, then a rewind.
  test('a super like with none left opens the super-like purchase popup and keeps the card; boost with none left opens the boost purchase popup; nope moves on; rewind offers premium', async ({ page }) => {
    const first = await topCardId(page);
    await page.getByRole('button', { name: 'Super like', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Out of Super Likes' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(topCard(page)).toHaveAttribute('data-person-id', first);

    await page.getByRole('button', { name: 'Boost', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Boost your profile' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Boost your profile' })).toBeHidden();

    await page.getByRole('button', { name: 'Nope', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: /^You passed on / })).toBeAttached();
    await expect(topCard(page)).not.toHaveAttribute('data-person-id', first);
    await page.getByRole('button', { name: 'Rewind', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Become a Premium Member' })).toBeVisible();
  });

  test('with the swipe setting on, a nope asks "Remove related matches ?"; the answer resets it', async ({ page }) => {
    // Two page loads and three decisions, each load waiting out the deck's 2 s.
    test.slow();
    // No screen sets the member's swipe to '1': the demo's scenario does (the control panel lists it).
    await fakeBackendReady(page);
    await page.evaluate(() => window.__amora?.applyScenario('swipe-setting-on'));
    // The profile (and its swipe setting) is read when the app starts: start it again.
    await page.reload();
    const first = await topCardId(page);
    await page.getByRole('button', { name: 'Nope', exact: true }).click();
    const question = page.getByRole('dialog', { name: 'Remove related matches ?' });
    await expect(question).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await question.getByRole('button', { name: 'Yes', exact: true }).click();
    await expect(question).toBeHidden();
    // Its webundomatch is refused for a regular member (rewinds are premium): the nope stands.
    await expect(topCard(page)).not.toHaveAttribute('data-person-id', first);

    // The flag is reset: the next nope just moves on, in this visit and after a reload (the server's record).
    for (const reload of [false, true]) {
      if (reload) await page.reload();
      const person = await topCardId(page);
      const name = (await topCard(page).getAttribute('aria-label')) ?? '';
      await page.getByRole('button', { name: 'Nope', exact: true }).click();
      await expect(topCard(page)).not.toHaveAttribute('data-person-id', person);
      // Settled: the question would have opened in the same update as this announcement and the end of the wait.
      await expect(page.getByRole('status').filter({ hasText: `You passed on ${name}` })).toBeAttached();
      await expect(page.getByRole('group', { name: 'Decide' }).locator('[aria-busy="true"]')).toHaveCount(0);
      await expect(question).toHaveCount(0);
    }
  });

  test('keyboard only: arrows and letters decide; the shortcuts can be turned off, and stay off', async ({ page }) => {
    const first = await topCardId(page);
    await page.keyboard.press('ArrowLeft');
    await expect(topCard(page)).not.toHaveAttribute('data-person-id', first);
    const second = await topCardId(page);
    await page.keyboard.press('n');
    await expect(topCard(page)).not.toHaveAttribute('data-person-id', second);
    const third = await topCardId(page);

    const toggle = page.getByRole('switch', { name: 'Keyboard shortcuts' });
    await toggle.focus();
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('n');
    // Nothing was sent: the same person stays on top, after a reload too.
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Keyboard shortcuts' })).toHaveAttribute('aria-checked', 'false');
    expect(await topCardId(page)).toBe(third);

    // The buttons are reachable by Tab and work with Enter.
    const nope = page.getByRole('button', { name: 'Nope', exact: true });
    await nope.focus();
    await page.keyboard.press('Enter');
    await expect(topCard(page)).not.toHaveAttribute('data-person-id', third);
  });

  test('dragging the card to the right with the mouse likes: the liker matches', async ({ page }) => {
    await topCardId(page);
    await dragTopCard(page, { x: 25, y: 2 });
    await expect(page.getByRole('dialog', { name: "It's a Match!" })).toBeVisible();
  });
});

test.describe('the way into the profile of the person on top', () => {
  test.use({ persona: 'regular' });

  test('the info button opens their profile by keyboard, and its back link returns to the deck', async ({ page }) => {
    const id = await topCardId(page);
    const name = (await topCard(page).getAttribute('aria-label')) ?? '';
    const info = topCard(page).getByRole('link', { name: `View ${name}'s profile` });
    await expect(info).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await info.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/app/PeopleNear/PeopleExplore/${id}$`));
    await page.getByRole('link', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(/\/app\/PeopleNear$/);
    expect(await topCardId(page)).toBe(id);
  });

  test('a click on the name opens the profile; a drag that starts on it swipes and stays on the deck', async ({ page }) => {
    const id = await topCardId(page);
    const name = (await topCard(page).getAttribute('aria-label')) ?? '';
    const nameLink = topCard(page).getByRole('link', { name: new RegExp(`^${name}`) });
    await nameLink.click();
    await expect(page).toHaveURL(new RegExp(`/app/PeopleNear/PeopleExplore/${id}$`));
    await page.goBack();
    expect(await topCardId(page)).toBe(id);

    const box = await nameLink.boundingBox();
    if (!box) throw new Error('The name has no box');
    const x = box.x + Math.min(box.width / 2, 40);
    const y = box.y + box.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    for (let step = 1; step <= 10; step++) await page.mouse.move(x + step * 25, y - step * 2);
    await page.mouse.up();
    // The liker on top matches: a swipe, not a visit.
    await expect(page.getByRole('dialog', { name: "It's a Match!" })).toBeVisible();
    await expect(page).toHaveURL(/\/app\/PeopleNear$/);
  });

  test('with the focus on the info button the deck keys still decide', async ({ page }) => {
    const id = await topCardId(page);
    const name = (await topCard(page).getAttribute('aria-label')) ?? '';
    await topCard(page).getByRole('link', { name: `View ${name}'s profile` }).focus();
    await page.keyboard.press('n');
    await expect(page.getByRole('status').filter({ hasText: `You passed on ${name}` })).toBeAttached();
    await expect(topCard(page)).not.toHaveAttribute('data-person-id', id);
    await expect(page).toHaveURL(/\/app\/PeopleNear$/);
  });
});

test.describe('premium member', () => {
  test.use({ persona: 'premium' });

  // One load: a nope and its rewind, then a super like from the allowance (the person on top liked the member: it
  // matches, last).
  test('rewind brings the last card back, once; the super like draws on the allowance and moves on', async ({ page }) => {
    const first = await topCardId(page);
    await page.getByRole('button', { name: 'Nope', exact: true }).click();
    await expect(topCard(page)).not.toHaveAttribute('data-person-id', first);
    await page.getByRole('button', { name: 'Rewind', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Last swipe undone' })).toBeAttached();
    await expect(topCard(page)).toHaveAttribute('data-person-id', first);
    await page.getByRole('button', { name: 'Rewind', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Swipe first: there is nothing to rewind' })).toBeAttached();
    await expect(page.getByRole('button', { name: 'Become a Premium Member' })).toHaveCount(0);

    await page.keyboard.press('s');
    await expect(page.getByRole('status').filter({ hasText: /^You super liked / })).toBeAttached();
    await expect(topCard(page)).not.toHaveAttribute('data-person-id', first);
  });

  test('boost: Use Boost, then active, then no longer active 31 minutes later', async ({ page }) => {
    await topCardId(page);
    const boost = page.getByRole('button', { name: 'Boost', exact: true });
    await boost.click();
    let dialog = page.getByRole('dialog', { name: 'Use Boost' });
    await expect(dialog).toContainText('Be the top profile in your area for 30minutes');
    await expect(dialog).toContainText('Boosts left: 2');
    await dialog.getByRole('button', { name: 'Use Boost' }).click();
    dialog = page.getByRole('dialog', { name: 'Boost is active' });
    await expect(dialog).toContainText('Boosts left: 1');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await boost.click();
    await expect(page.getByRole('dialog', { name: 'Boost is active' })).toBeVisible();
    await page.keyboard.press('Escape');

    await advanceClock(page, 31 * 60_000);
    await boost.click();
    dialog = page.getByRole('dialog', { name: 'Use Boost' });
    await expect(dialog).toContainText('Boosts left: 1');
  });

});

test('in Arabic the deck mirrors: dragging left likes, toward the heart', async ({ page, signedInAs }) => {
  await setLanguage(page, 'ar');
  await signedInAs('regular');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'أشخاص بالقرب منك', level: 1 })).toBeVisible();
  expect(await topCardId(page)).toBe(LIKER.regular);
  const like = await page.getByRole('button', { name: 'إعجاب', exact: true }).boundingBox();
  const nope = await page.getByRole('button', { name: 'رفض', exact: true }).boundingBox();
  if (!like || !nope) throw new Error('The buttons have no box');
  // The heart is on the left in Arabic.
  expect(like.x).toBeLessThan(nope.x);
  await expectNoSeriousA11yViolations(page);

  await dragTopCard(page, { x: -25, y: 0 });
  await expect(page.getByRole('dialog', { name: 'إنه تطابق!' })).toBeVisible();
});

import type { Page } from '@playwright/test';
import { paths } from '../../src/shared/routing/paths';
import { expect, test } from './fixtures';
import { callInPage, endsAt, expectNoSeriousA11yViolations, openInApp, setLanguage } from './helpers';

/**
 * The five profile views of others (docs/product/screens-and-routes.md#profile-views-of-others), opened within the app
 * (one load a journey) with the ids the demo's fake backend lists for the signed-in member (the list screens are
 * built elsewhere).
 */

interface Person {
  user_id: string;
  user_name: string;
}

async function firstOf(page: Page, name: string, fields: Record<string, string> = {}): Promise<Person> {
  const { peoples } = await callInPage<{ peoples: Person[] }>(page, name, fields);
  const first = peoples[0];
  if (!first) throw new Error(`${name} listed nobody for the demo member`);
  return first;
}

/** The deck's first card who already liked the member (seeded: liking them back matches). */
async function seededLiker(page: Page): Promise<Person> {
  const likers = await callInPage<{ peoples: Person[] }>(page, 'webfriendrequests', { limit: '100', type: 'like' });
  const deck = await callInPage<{ peoples: Person[] }>(page, 'webgetpeople', { timestamp: String(Date.now()), limit: '20' });
  const liker = deck.peoples.find((card) => likers.peoples.some((entry) => entry.user_id === card.user_id));
  if (!liker) throw new Error('no seeded liker in the first cards of the deck');
  return liker;
}

test.describe('a regular member', () => {
  test.use({ persona: 'regular' });

  test('PeopleExplore: like the seeded liker gives the match dialog; the like stays inactive; back to the deck', async ({ page }) => {
    const liker = await seededLiker(page);
    const visit = page.waitForRequest((request) => request.url().endsWith('/api/webvisitprofile'));
    await openInApp(page, paths.peopleExplore.to({ userId: liker.user_id }));
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(liker.user_name) })).toBeVisible();
    // Opening a profile records the visit.
    expect((await visit).postData()).toContain(liker.user_id);
    await expect(page.getByRole('region', { name: `Photos of ${liker.user_name}` })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Like', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: "It's a Match!" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Like', exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Super Like', exact: true })).toBeDisabled();

    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(endsAt(paths.peopleNear));
  });

  test('PeopleExplore from Find new people goes back there (page marker 2)', async ({ page }) => {
    const liker = await seededLiker(page);
    await openInApp(page, `${paths.peopleExplore.to({ userId: liker.user_id })}?page=2`);
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(endsAt(paths.findNewPeople));
  });

  test('a super like with no super likes left opens the purchase popup directly', async ({ page }) => {
    const superLiker = await firstOf(page, 'webfriendrequests', { limit: '8', type: 'superlike' });
    await openInApp(page, paths.superLikeProfile.to({ userId: superLiker.user_id }));
    await page.getByRole('button', { name: 'Super Like', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Out of Super Likes' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Are you sure ?' })).toHaveCount(0);
  });

  test('FriendRequestNew: Report User, then UnReport User, each after "Are you sure ?"; dislike returns to the super likes', async ({ page }) => {
    const superLiker = await firstOf(page, 'webfriendrequests', { limit: '8', type: 'superlike' });
    await openInApp(page, paths.superLikeProfile.to({ userId: superLiker.user_id }));
    const menu = page.getByRole('button', { name: `Options for ${superLiker.user_name}` });

    const reported = page.waitForRequest((request) => request.url().endsWith('/api/webreport'));
    await menu.click();
    await page.getByRole('menuitem', { name: 'Report User' }).click();
    await page.getByRole('dialog', { name: 'Are you sure ?' }).getByRole('button', { name: 'Yes' }).click();
    await reported;
    await expect(page.getByRole('dialog', { name: 'Are you sure ?' })).toBeHidden();
    await menu.click();
    await page.getByRole('menuitem', { name: 'UnReport User' }).click();
    await page.getByRole('dialog', { name: 'Are you sure ?' }).getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByRole('dialog', { name: 'Are you sure ?' })).toBeHidden();
    await menu.click();
    await expect(page.getByRole('menuitem', { name: 'Report User' })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Dislike', exact: true }).click();
    await page.getByRole('dialog', { name: 'Do you want to decline ?' }).getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(endsAt(paths.superLikes));
  });

  test('LikeRequestNew: "Unreport User" spelling, and dislike shows "User declined sucessfully" before the likes', async ({ page }) => {
    const liker = await firstOf(page, 'webfriendrequests', { limit: '8', type: 'like' });
    await openInApp(page, paths.likeProfile.to({ userId: liker.user_id }));
    const menu = page.getByRole('button', { name: `Options for ${liker.user_name}` });
    await menu.click();
    await page.getByRole('menuitem', { name: 'Report User' }).click();
    await page.getByRole('dialog', { name: 'Are you sure ?' }).getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByRole('dialog', { name: 'Are you sure ?' })).toBeHidden();
    await menu.click();
    await expect(page.getByRole('menuitem', { name: 'Unreport User' })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Dislike', exact: true }).click();
    await page.getByRole('dialog', { name: 'Do you want to decline ?' }).getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('User declined sucessfully')).toBeVisible();
    await expect(page).toHaveURL(endsAt(paths.likes));
  });

  test('VisitorNew: back to the visitors; dislike returns to the visitors', async ({ page }) => {
    const visitor = await firstOf(page, 'webvisitors');
    await openInApp(page, paths.visitorProfile.to({ userId: visitor.user_id }));
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(visitor.user_name) })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', /\/app\/Visitors$/);
    await page.getByRole('button', { name: 'Dislike', exact: true }).click();
    await page.getByRole('dialog', { name: 'Do you want to decline ?' }).getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(endsAt(paths.visitors));
  });

  test('FriendsNew: the message shortcut opens the chat; unfriend returns to the matches', async ({ page }) => {
    const friend = await firstOf(page, 'webfriendslist', { limit: '8' });
    await openInApp(page, paths.matchProfile.to({ userId: friend.user_id }));
    await expect(page.getByRole('button', { name: 'Like', exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', /\/app\/Friends$/);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Message', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/app/Message/MessageNew/${friend.user_id}/[^/]+$`));

    await openInApp(page, paths.matchProfile.to({ userId: friend.user_id }));
    await page.getByRole('button', { name: 'Unfriend', exact: true }).click();
    await page.getByRole('dialog', { name: 'Are you sure ?' }).getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(endsAt(paths.matches));
    const after = await callInPage<{ peoples: Person[] }>(page, 'webfriendslist', { limit: '100' });
    expect(after.peoples.map((entry) => entry.user_id)).not.toContain(friend.user_id);
  });

  test('an unknown member: /app/NotFound from PeopleExplore, /login from LikeRequestNew', async ({ page }) => {
    await openInApp(page, paths.peopleExplore.to({ userId: '987654' }));
    await expect(page).toHaveURL(endsAt(paths.notFound));
    await openInApp(page, paths.likeProfile.to({ userId: '987654' }));
    await expect(page).toHaveURL(endsAt(paths.login));
  });
});

test.describe('a premium member', () => {
  test.use({ persona: 'premium' });

  test('a super like asks "Are you sure ?", then its button stays inactive', async ({ page }) => {
    // Someone of the deck with no like for the member, who does not like back at once (the seed's simulated people whose id is a multiple of 3 do).
    const likers = await callInPage<{ peoples: Person[] }>(page, 'webfriendrequests', { limit: '100', type: 'like' });
    const superLikers = await callInPage<{ peoples: Person[] }>(page, 'webfriendrequests', { limit: '100', type: 'superlike' });
    const admirers = new Set([...likers.peoples, ...superLikers.peoples].map((entry) => entry.user_id));
    const deck = await callInPage<{ peoples: Person[] }>(page, 'webgetpeople', { timestamp: String(Date.now()), limit: '20' });
    const stranger = deck.peoples.find((card) => !admirers.has(card.user_id) && Number(card.user_id) % 3 !== 0);
    if (!stranger) throw new Error('no stranger in the deck');
    await openInApp(page, paths.peopleExplore.to({ userId: stranger.user_id }));
    await page.getByRole('button', { name: 'Super Like', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure ?' });
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/webmatch'));
    await confirm.getByRole('button', { name: 'Yes' }).click();
    expect((await sent).postData()).toMatch(/name="type"\r\n\r\nsuperlike\r\n/);
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('button', { name: 'Super Like', exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Like', exact: true })).toBeDisabled();
  });
});

test('Arabic: the profile view reads right to left', async ({ page, signedInAs }) => {
  await setLanguage(page, 'ar');
  await signedInAs('regular');
  const friend = await firstOf(page, 'webfriendslist', { limit: '8' });
  await openInApp(page, paths.matchProfile.to({ userId: friend.user_id }));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('button', { name: 'رسالة', exact: true })).toBeVisible();
  // The back link sits at the right edge in Arabic.
  const back = await page.getByRole('link', { name: 'رجوع' }).boundingBox();
  const menu = await page.getByRole('button', { name: new RegExp(`خيارات`) }).boundingBox();
  expect(back && menu && back.x > menu.x).toBe(true);
  await expectNoSeriousA11yViolations(page);
});

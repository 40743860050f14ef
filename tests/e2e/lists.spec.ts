import type { Locator, Page } from '@playwright/test';
import { paths } from '../../src/shared/routing/paths';
import { expect, test } from './fixtures';
import { countsInPage, expectNoSeriousA11yViolations, fakeBackendReady, mainNav, setLanguage } from './helpers';

/** Visitors, likes, super likes and matches, on the seeded demo data. */


/** Opens a list from the sidebar, as a member does (no reload). */
async function openList(page: Page, link: RegExp, heading: string): Promise<Locator> {
  await mainNav(page).getByRole('link', { name: link }).click();
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  return page.getByRole('list', { name: heading });
}

/**
 * Presses Load More until it goes, as docs/product/flows.md#paging says: a full page of 8 (16, 24...) offers Load
 * More, a shorter one does not; each press brings up to 8 more. Answers how many cards the list ends with.
 */
async function loadAll(page: Page, list: Locator, button: string): Promise<number> {
  const cards = list.getByRole('listitem');
  const more = page.getByRole('button', { name: button, exact: true });
  await expect(cards.first()).toBeVisible();
  let shown = await cards.count();
  expect(shown).toBeLessThanOrEqual(8);
  while (shown % 8 === 0) {
    await expect(more).toBeVisible();
    await more.click();
    // Settled (the button no longer busy, its label back): either 8 more came, or fewer (the end) and the button went.
    await expect(async () => {
      expect(await page.locator('button[aria-busy="true"]').count()).toBe(0);
      const now = await cards.count();
      expect(now === shown + 8 || !(await more.isVisible())).toBe(true);
    }).toPass();
    const now = await cards.count();
    if (now > shown) await expect(cards.nth(shown).locator('a, button').first()).toBeFocused();
    if (now < shown + 8) return now;
    shown = now;
  }
  await expect(more).toBeHidden();
  return shown;
}

test.describe('a regular member', () => {
  test.use({ persona: 'regular' });

  // One load for the three lists of people who came by, each opened from the sidebar.
  test('sees blurred visitors with the premium prompt, a card opening the premium popup; blurred likers with the banner and the Join Premium popup; the super-likers by name (not gated); each count equals its list', async ({ page }) => {
    const counts = await countsInPage(page);
    const visitors = await openList(page, /^Visitors/, 'Visitors');
    await expect(page.getByRole('heading', { name: 'Find unlimited people' })).toBeVisible();
    await expect(visitors.getByRole('link')).toHaveCount(0);
    const hidden = visitors.getByRole('button', { name: 'A member: become a Premium Member to see who' });
    await expect(hidden).toHaveCount(8);
    await expectNoSeriousA11yViolations(page);
    await hidden.first().click();
    const popup = page.getByRole('dialog', { name: 'Become a Premium Member' });
    await expect(popup).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await expect(hidden.first()).toBeFocused();
    await page.getByRole('button', { name: 'Become a Premium Member', exact: true }).click();
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: 'Not now' }).click();
    expect(await loadAll(page, visitors, 'Load More')).toBe(Number(counts.visitors));
    await expect(mainNav(page).getByRole('link', { name: `Visitors ${counts.visitors} new` })).toBeVisible();
    await expect(page).toHaveURL(/\/app\/Visitors$/);

    const likes = await openList(page, /^Likes/, 'Likes');
    await expect(page.getByRole('heading', { name: 'See who likes you' })).toBeVisible();
    await likes.getByRole('button').first().click();
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: 'Not now' }).click();
    expect(await loadAll(page, likes, 'Load More !')).toBe(Number(counts.like_request));
    await expect(mainNav(page).getByRole('link', { name: `Likes (${counts.like_request})` })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const superLikes = await openList(page, /^Super likes/, 'Super likes');
    await expect(superLikes.getByRole('link')).toHaveCount(8);
    await expectNoSeriousA11yViolations(page);
    expect(await loadAll(page, superLikes, 'Load More')).toBe(Number(counts.superlike_request));
    await expect(mainNav(page).getByRole('link', { name: `Super likes (${counts.superlike_request})` })).toBeVisible();
  });

  test('searches the matches and filters the online ones', async ({ page }) => {
    const matches = await openList(page, /^Matches/, 'Matches');
    await expect(matches.getByRole('link')).toHaveCount(8);
    await expectNoSeriousA11yViolations(page);
    const name = ((await matches.getByRole('link').nth(2).textContent()) ?? '').split(',')[0]?.trim() ?? '';
    expect(name).not.toBe('');

    const search = page.getByRole('searchbox', { name: 'Search matches' });
    const searched = page.waitForRequest((request) => request.url().endsWith('/api/webfriendslist') && (request.postData() ?? '').includes(name));
    await search.fill(name);
    await searched;
    await expect(async () => {
      const texts = await matches.getByRole('link').allTextContents();
      expect(texts.length).toBeGreaterThan(0);
      for (const text of texts) expect(text).toContain(name);
    }).toPass();
    await search.fill('nobody is called this');
    await expect(page.getByText('No Matches')).toBeVisible();
    await search.fill('');
    await expect(matches.getByRole('link')).toHaveCount(8);

    const online = page.waitForRequest((request) => request.url().endsWith('/api/webfriendslist') && /name="sort"\r\n\r\nonline/.test(request.postData() ?? ''));
    await page.getByRole('tab', { name: 'Online' }).click();
    await online;
    await expect(matches.getByRole('link').first()).toBeVisible();
    for (const link of await matches.getByRole('link').all()) await expect(link.getByRole('img', { name: 'Online' })).toBeVisible();
    await page.getByRole('tab', { name: 'All matches' }).click();
    expect(await loadAll(page, matches, 'Load More')).toBeGreaterThan(8);
  });
});

test.describe('a premium member', () => {
  test.use({ persona: 'premium' });

  test('sees names and opens each list’s profile view', async ({ page }) => {
    const visitors = await openList(page, /^Visitors/, 'Visitors');
    await expect(page.getByRole('heading', { name: 'Find unlimited people' })).toBeHidden();
    await expect(visitors.getByRole('link')).toHaveCount(8);
    await expectNoSeriousA11yViolations(page);
    await visitors.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/app\/Visitors\/VisitorNew\/\d+$/);

    const likes = await openList(page, /^Likes/, 'Likes');
    await expect(page.getByRole('heading', { name: 'See who likes you' })).toBeHidden();
    await likes.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/app\/LikeRequest\/LikeRequestNew\/\d+$/);

    const superLikes = await openList(page, /^Super likes/, 'Super likes');
    await superLikes.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/app\/FriendRequest\/FriendRequestNew\/\d+$/);

    const matches = await openList(page, /^Matches/, 'Matches');
    await matches.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/app\/Friends\/FriendsNew\/\d+$/);
  });
});

test('an account with nobody yet shows each list’s empty state', async ({ page, signedInAs }) => {
  await signedInAs('regular');
  await fakeBackendReady(page);
  await page.evaluate(() => window.__amora?.applyScenario('empty-account'));
  await expect(page).toHaveURL(/\/app\/PeopleNear$/);
  await expect(mainNav(page).getByRole('link', { name: 'Visitors', exact: true })).toBeVisible();

  await openList(page, /^Visitors/, 'Visitors');
  await expect(page.getByText('No Visitors')).toBeVisible();
  await openList(page, /^Likes/, 'Likes');
  await expect(page.getByText('No Likes')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await openList(page, /^Super likes/, 'Super likes');
  await expect(page.getByText('No Super likes')).toBeVisible();
  await openList(page, /^Matches/, 'Matches');
  await expect(page.getByText('No Matches')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);
  await openList(page, /^Likes/, 'Likes');
  await page.getByRole('link', { name: 'Update your profile' }).click();
  await expect(page).toHaveURL(/\/app\/Profile\/EditProfile$/);
});

test('an empty list leads on: its way goes to the deck or to Find new people', async ({ page, signedInAs }) => {
  await signedInAs('regular');
  await fakeBackendReady(page);
  await page.evaluate(() => window.__amora?.applyScenario('empty-account'));
  await expect(page).toHaveURL(/\/app\/PeopleNear$/);

  await openList(page, /^Matches/, 'Matches');
  await expect(page.getByRole('heading', { name: 'No Matches', level: 2 })).toBeVisible();
  await page.getByRole('link', { name: 'Go swiping' }).click();
  await expect(page).toHaveURL(/\/app\/PeopleNear$/);

  await openList(page, /^Visitors/, 'Visitors');
  await expect(page.getByRole('heading', { name: 'No Visitors', level: 2 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Find people' }).click();
  await expect(page).toHaveURL(/\/app\/FindNewPeople$/);

  await mainNav(page).getByRole('link', { name: /^Messages/ }).click();
  await expect(page.getByRole('heading', { name: 'No Message', level: 2 })).toBeVisible();
  await expect(page.getByText('Start the chat!')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'See your matches' }).click();
  await expect(page).toHaveURL(/\/app\/Friends$/);
});

test('Arabic mirrors the grid: the first card sits on the right', async ({ page, signedInAs }) => {
  await setLanguage(page, 'ar');
  await signedInAs('premium');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('navigation', { name: 'الرئيسية' }).getByRole('link', { name: /^الزوار/ }).click();
  const list = page.getByRole('list', { name: 'الزوار' });
  const cards = list.getByRole('listitem');
  await expect(cards).toHaveCount(8);
  const first = await cards.nth(0).boundingBox();
  const second = await cards.nth(1).boundingBox();
  expect(first && second && first.x > second.x).toBe(true);
  await expect(page.getByRole('button', { name: 'عرض المزيد' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('at 320 px the grid keeps two columns of large photos', async ({ page, signedInAs }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await signedInAs('regular');
  await page.getByRole('button', { name: 'Open the menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: /^Visitors/ }).click();
  const cards = page.getByRole('list', { name: 'Visitors' }).getByRole('listitem');
  await expect(cards).toHaveCount(8);
  const [a, b, c] = await Promise.all([0, 1, 2].map((index) => cards.nth(index).boundingBox()));
  if (!a || !b || !c) throw new Error('cards without a box');
  expect(Math.abs(a.y - b.y)).toBeLessThan(1);
  expect(c.y).toBeGreaterThan(a.y + a.height - 1);
  expect(a.width).toBeGreaterThan(120);
  // Nothing runs off the side.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expectNoSeriousA11yViolations(page);
});

test.describe('a failing profile', () => {
  // Signed in on the help, which reads no profile of its own: the fault must meet the likes, not a screen before.
  test.use({ persona: 'regular', landing: paths.help, allowedConsoleErrors: [/500/] });

  test('on entering the likes sends the member to the login', async ({ page, faults }) => {
    await expect(mainNav(page)).toBeVisible();
    // The help screen mounted too: on a loaded machine a late-mounting reader of the profile, finding it
    // stale (30 s), re-read it after the fault was set and signed the member out before the click.
    await expect(page.getByRole('heading', { level: 2, name: 'Terms and Conditions' })).toBeVisible();
    // No profile read still on its way when the fault is set: the likes' own re-read would share its answer.
    await page.waitForLoadState('networkidle');
    await faults.onCall('webprofile', 'server-error');
    await mainNav(page).getByRole('link', { name: /^Likes/ }).click();
    await expect(page).toHaveURL(/\/login$/);
    await faults.clear();
  });
});

import { paths } from '../../src/shared/routing/paths';
import { expect, test } from './fixtures';
import { callInPage, expectNoSeriousA11yViolations, mainNav } from './helpers';

/** The feed (docs/product/screens-and-routes.md#feeds): entries of every kind, a like that counts once. */

test.use({ persona: 'regular' });

function feedLikeCalls(page: import('@playwright/test').Page) {
  return page.evaluate(() => (window.__amora?.log() ?? []).filter((entry) => entry.name === 'webfeedlike').length);
}

// One load for what the feed shows, then the server's own rule on a second like.
test('the feed shows the seeded entries of each kind, newest first, 8 then 8 more; the server refuses a second like of the same entry', async ({ page }) => {
  await mainNav(page).getByRole('link', { name: 'Feeds' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Feeds' })).toBeVisible();
  const entries = page.getByRole('article');
  await expect(entries).toHaveCount(8);
  // A photo large, a place with its pin, a profile change as text.
  await expect(entries.filter({ hasText: 'shared a photo' }).first().getByRole('img', { name: /Photo 1 of \d shared by/ })).toBeVisible();
  await expect(entries.filter({ hasText: 'changed location' }).first().getByText('Lives In')).toBeVisible();
  await expect(entries.filter({ hasText: /updated their (job|bio|company|school)/ }).first()).toBeVisible();
  await expect(entries.first().locator('time')).toHaveText(/ago$/);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Load More' }).click();
  await expect.poll(() => entries.count()).toBeGreaterThan(8);

  const { feeds } = await callInPage<{ feeds: { feed_id: string }[] }>(page, 'webfeeds');
  const feedId = feeds[2]?.feed_id ?? '';
  const answers = [await callInPage(page, 'webfeedlike', { feed_id: feedId }), await callInPage(page, 'webfeedlike', { feed_id: feedId })];
  expect(answers).toEqual([
    { status: 'true', message: 'Feed liked' },
    { status: 'false', message: 'You already liked this feed' },
  ]);
});

test.describe('a failed load', () => {
  test.use({ allowedConsoleErrors: [/status of 500 .*\/api\/webfeeds/] });

  test('says so and loads again on Try again', async ({ page, faults }) => {
    await faults.onCall('webfeeds', 'server-error');
    await mainNav(page).getByRole('link', { name: 'Feeds' }).click();
    await expect(page.getByRole('alert')).toHaveText('The feeds could not be loaded. Check your connection and try again.');
    await faults.onCall('webfeeds', null);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('article').first()).toBeVisible();
  });
});

test('"No Feeds" once the member turned every kind of update off in their settings', async ({ page }) => {
  // Signed in, People Near is open and the fake backend answers. The settings screen's own call: the six feed switches off.
  await page.evaluate(async () => {
    const form = new FormData();
    const fields = { user_id: localStorage.getItem('session_userid') ?? '', language: 'en' };
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    for (const key of ['feed_image', 'feed_location', 'feed_job', 'feed_bio', 'feed_company', 'feed_school']) form.append(key, 'false');
    await fetch('/api/websetprofile', { method: 'POST', body: form, headers: { Authorization: `Bearer ${localStorage.getItem('session_token') ?? ''}` } });
  });
  await mainNav(page).getByRole('link', { name: 'Feeds' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'No Feeds' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test.describe('on the feed', () => {
  test.use({ landing: paths.feeds });

  test('a like stays: pressed once, one request, still liked after a reload', async ({ page }) => {
    const entry = page.getByRole('article').nth(1);
    const name = (await entry.getByRole('heading', { level: 2 }).textContent()) ?? '';
    const like = entry.getByRole('button', { name: `Like ${name}'s update` });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await page.evaluate(() => window.__amora?.clearLog());

    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toHaveText('Liked');
    await like.click({ force: true });
    await like.click({ force: true });
    await expect.poll(() => feedLikeCalls(page)).toBe(1);

    await page.reload();
    const again = page.getByRole('article').nth(1).getByRole('button', { name: `Like ${name}'s update` });
    await expect(again).toHaveAttribute('aria-pressed', 'true');
    await again.click({ force: true });
    await expect(again).toHaveAttribute('aria-pressed', 'true');
    expect(await feedLikeCalls(page)).toBe(0);
  });

});

test.describe('on the feed in Arabic', () => {
  test.use({ landing: paths.feeds, language: 'ar' });

  test('mirrors the feed and dates it in Arabic', async ({ page }) => {
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'المنشورات' })).toBeVisible();
    const entry = page.getByRole('article').first();
    await expect(entry.locator('time')).toHaveText(/منذ/);
    // The like button sits at the inline end: on the left in Arabic.
    const box = await entry.boundingBox();
    const button = await entry.getByRole('button').boundingBox();
    expect(box && button && button.x - box.x < box.width / 2).toBe(true);
    await expectNoSeriousA11yViolations(page);
  });
});

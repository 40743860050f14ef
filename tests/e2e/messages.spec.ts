import type { Page } from '@playwright/test';
import { paths } from '../../src/shared/routing/paths';
import { expect, test } from './fixtures';
import { at, expectNoSeriousA11yViolations, mainNav } from './helpers';

/**
 * The chat list (docs/product/screens-and-routes.md#chat-list). The seed gives the regular
 * member ten chats: a favourite, two unread (two messages each), a blocked pair
 * each way, a photo, and one with nothing said yet.
 */

test.use({ persona: 'regular' });

const chatList = (page: Page) => page.getByRole('list', { name: 'Chats' });
const rows = (page: Page) => chatList(page).getByRole('listitem');
const filter = (page: Page) => page.getByRole('combobox', { name: 'Filter chats' });

async function openMessages(page: Page) {
  await mainNav(page).getByRole('link', { name: /^Messages/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expect(rows(page)).toHaveCount(8);
}

// One load for what the list shows: the seeded rows, App of the day, then Load More.
test('the list shows the seeded chats, unread and online at a glance, App of the day, and Load More the rest', async ({ page }) => {
  await openMessages(page);
  // The most recent chat: two unread messages, its last one decrypted.
  const first = rows(page).first();
  await expect(first).toContainText("I'll send you a photo later");
  await expect(first.getByRole('link', { name: /2 unread messages/ })).toBeVisible();
  await expect(chatList(page).getByRole('link', { name: /, online/ }).first()).toBeVisible();
  // Today's message shows its time, an older one its date. The seed wrote this one 10 minutes before the
  // fake clock's now: in the first 10 minutes of a day it is yesterday's (a run at 00:04 met that).
  const time = first.locator('time');
  const writtenToday = await time.evaluate(
    (element) => new Date(element.getAttribute('datetime') ?? '').toDateString() === new Date(window.__amora?.now() ?? Number.NaN).toDateString(),
  );
  await expect(time).toHaveText(writtenToday ? /^\d\d:\d\d$/ : /^\d{1,2} [A-Z][a-z]+( \d{4})?$/);
  await expectNoSeriousA11yViolations(page);

  // By keyboard, as the focus's way back matters most there.
  await page.getByRole('button', { name: /App of the day/ }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Amora Events' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/Speed dating nights/)).toBeVisible();
  await expect(dialog.getByRole('img', { name: /Amora Events, photo 1 of 3/ })).toBeVisible();
  const open = dialog.getByRole('link', { name: /^Open/ });
  await expect(open).toHaveAttribute('href', 'https://example.com/amora-events');
  await expect(open).toHaveAttribute('target', '_blank');
  await expect(open).toHaveAttribute('rel', /noopener/);
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /App of the day/ })).toBeFocused();

  await page.getByRole('button', { name: 'Load More' }).click();
  await expect(rows(page)).toHaveCount(10);
  await expect(page.getByRole('button', { name: 'Load More' })).toBeHidden();
  // The two oldest chats: one the member blocked, one whose partner blocked the member.
  await expect(chatList(page).getByText('Blocked')).toHaveCount(2);
});

// One load for the ways through the list: the filters, the search, then a row's two links.
test('each filter narrows the list (Unread, Online, Favorite); the search finds chats by name, the last answer wins; the row opens the chat and the photo opens the friend profile', async ({ page }) => {
  await openMessages(page);
  await filter(page).selectOption({ label: 'Unread' });
  await expect(rows(page)).toHaveCount(2);
  for (const link of await chatList(page).getByRole('link', { name: /unread message/ }).all()) await expect(link).toBeVisible();
  await expect(chatList(page).getByRole('link', { name: /unread message/ })).toHaveCount(2);

  await filter(page).selectOption({ label: 'Online' });
  // Settled on the online chats: some, fewer than all, every one of them online (not the list on its way).
  await expect
    .poll(async () => {
      const shown = await rows(page).count();
      const online = await chatList(page).getByRole('link', { name: /, online/ }).count();
      return shown > 0 && shown < 8 && online === shown;
    })
    .toBe(true);

  await filter(page).selectOption({ label: 'Favorite' });
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).getByRole('button', { name: /^Favorite / })).toHaveAttribute('aria-pressed', 'true');

  await filter(page).selectOption({ label: 'All Chats' });
  await expect(rows(page)).toHaveCount(8);

  const label = (await rows(page).nth(4).getByRole('button', { name: /^Favorite / }).getAttribute('aria-label')) ?? '';
  const name = label.replace(/^Favorite /, '');
  const search = page.getByRole('searchbox', { name: 'Search chats' });
  await search.pressSequentially('zzz');
  await search.fill(name.slice(0, 3).toUpperCase());
  await expect.poll(() => rows(page).count()).toBeLessThan(8);
  await expect(chatList(page).getByRole('button', { name: `Favorite ${name}` })).toBeVisible();
  for (const item of await rows(page).all()) await expect(item).toContainText(new RegExp(name.slice(0, 3), 'i'));

  await search.fill('nobody-by-this-name');
  await expect(page.getByText('No Message')).toBeVisible();
  // A search that found nothing says so (issue 51): the member has chats, just none by this name.
  await expect(page.getByText('No chat fits this search or filter.')).toBeVisible();
  await expect(page.getByText('Start the chat!')).toBeHidden();

  await search.fill('');
  await expect(rows(page)).toHaveCount(8);
  await rows(page).first().getByRole('link', { name: /unread message/ }).click();
  await expect(page).toHaveURL(/\/app\/Message\/MessageNew\/\d+\/\d+$/);
  await page.goBack();
  await rows(page).first().getByRole('link', { name: /^View .+'s profile$/ }).click();
  await expect(page).toHaveURL(/\/app\/Friends\/FriendsNew\/\d+$/);
});

test('a starred chat shows under Favorite; the star is one request at a time', async ({ page }) => {
  await openMessages(page);
  const row = rows(page).nth(3);
  const name = (await row.getByRole('button', { name: /^Favorite / }).getAttribute('aria-label'))?.replace(/^Favorite /, '') ?? '';
  const star = row.getByRole('button', { name: `Favorite ${name}` });
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await page.evaluate(() => window.__amora?.clearLog());
  // A double click sends one toggle: two would star and unstar again.
  await star.dblclick();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => (window.__amora?.log() ?? []).filter((entry) => entry.name === 'webfavorite').length)).toBe(1);

  await filter(page).selectOption({ label: 'Favorite' });
  await expect(rows(page)).toHaveCount(2);
  const starred = chatList(page).getByRole('button', { name: `Favorite ${name}` });
  await expect(starred).toHaveAttribute('aria-pressed', 'true');
  // Unstarred under Favorite, the list reloads with the same filter and the row leaves it.
  await starred.click();
  await expect(rows(page)).toHaveCount(1);
  await expect(filter(page)).toHaveValue('favorite');
});

test('a new chat of 20 messages comes first with its last text and unread count', async ({ page }) => {
  await page.evaluate(() => window.__amora?.applyScenario('chat-of-20-messages'));
  await openMessages(page);
  const first = rows(page).first();
  await expect(first).toContainText('Message 20');
  await expect(first.getByRole('link', { name: /2 unread messages/ })).toBeVisible();
});

test.describe('a failed load', () => {
  test.use({ allowedConsoleErrors: [/status of 500 .*\/api\/webgetchat/] });

  test('says so and loads again on Try again', async ({ page, faults }) => {
    await faults.onCall('webgetchat', 'server-error');
    await mainNav(page).getByRole('link', { name: /^Messages/ }).click();
    await expect(page.getByRole('alert')).toHaveText('The chats could not be loaded. Check your connection and try again.');
    await faults.onCall('webgetchat', null);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(rows(page)).toHaveCount(8);
  });
});

test.describe('a new member', () => {
  test.use({ persona: null });

  test('sees "No Message" / "Start the chat!"', async ({ page }) => {
    await page.goto(at(paths.login));
    await page.waitForFunction(() => Boolean(window.__amora));
    await page.evaluate(() => window.__amora?.applyScenario('empty-account'));
    await page.waitForURL(/\/app\/PeopleNear$/);
    await mainNav(page).getByRole('link', { name: /^Messages/ }).click();
    await expect(page.getByText('No Message', { exact: true })).toBeVisible();
    await expect(page.getByText('Start the chat!')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Chats' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe(() => {
  test.use({ landing: paths.messages, language: 'ar' });

  test('Arabic mirrors the list: the photo on the right, the star on the left', async ({ page }) => {
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'الرسائل' })).toBeVisible();
    const row = page.getByRole('list', { name: 'المحادثات' }).getByRole('listitem').first();
    const avatar = await row.getByRole('link').first().boundingBox();
    const star = await row.getByRole('button').boundingBox();
    expect(avatar && star && avatar.x > star.x).toBe(true);
    await expect(page.getByRole('combobox', { name: 'تصفية المحادثات' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

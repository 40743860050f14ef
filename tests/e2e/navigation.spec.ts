import type { Page } from '@playwright/test';
import { paths } from '../../src/shared/routing/paths';
import { expect, test } from './fixtures';
import { countsInPage, endsAt, expectNoSeriousA11yViolations, fakeBackendReady, openInApp } from './helpers';

/**
 * On a phone: a tab bar for the four main places with the sidebar's names and
 * counts, and a chat on the whole screen under its own header alone. On a desktop: the chat list and the
 * open chat side by side, the list kept from chat to chat, its bubbles grouped and never the pane's width.
 * Arabic mirrors both. The regular member's chats 1 to 3 are with the people 170 to 172.
 */
test.use({ persona: 'regular' });

const PHONE = { width: 390, height: 844 };
/** A desktop and a laptop, both wide enough for the split (messages-area.tsx, SPLIT_SCREEN: from 1200 px). */
const DESKTOP = { width: 1440, height: 900 };
const LAPTOP = { width: 1280, height: 800 };
/** Below the split: a small laptop or a tablet on its side shows one at a time. */
const NARROW_LAPTOP = { width: 1100, height: 800 };

const tabBar = (page: Page, name = 'Quick navigation') => page.getByRole('navigation', { name });
const chatRow = (page: Page, chatId: string, receiverId: string) => page.locator(`a[href$="${paths.chat.to({ receiverId, chatId })}"]`);

test.describe(() => {
  test.use({ viewport: PHONE });

  test('on a phone the tab bar goes between the four places with their counts; a chat is full screen with one header, and back returns to the list', async ({ page }) => {
    const bar = tabBar(page);
    await expect(bar.getByRole('link')).toHaveCount(4);
    await fakeBackendReady(page);
    const counts = await countsInPage(page);
    const names = ['People near you', 'Likes', 'Messages', 'Profile'];
    for (const [index, name] of names.entries()) await expect(bar.getByRole('link').nth(index)).toHaveAccessibleName(new RegExp(`^${name}`));
    // The sidebar's counts: a badge on Likes and Messages, read out after the name.
    expect(Number(counts.like_request)).toBeGreaterThan(0);
    expect(Number(counts.message)).toBeGreaterThan(0);
    await expect(bar.getByRole('link', { name: /^Likes/ })).toHaveAccessibleName(`Likes, ${counts.like_request} new`);
    await expect(bar.getByRole('link', { name: /^Messages/ })).toHaveAccessibleName(`Messages, ${counts.message} new`);
    await expect(bar.getByRole('link', { name: 'People near you' })).toHaveAttribute('aria-current', 'page');
    // The bar sits at the bottom of the screen; the other places stay in the menu.
    const barBox = await bar.boundingBox();
    expect(barBox && Math.round(barBox.y + barBox.height)).toBe(PHONE.height);
    // On a phone with a home indicator the bar keeps clear of it: the page covers the whole screen, so the
    // bar's env(safe-area-inset-bottom) padding is the indicator's height, not 0.
    await expect(page.locator('meta[name="viewport"]')).toHaveAttribute('content', /viewport-fit=cover/);
    await expect(page.getByRole('button', { name: 'Open the menu' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    for (const [name, path] of [
      ['Likes', paths.likes],
      ['Profile', paths.profile],
      ['Messages', paths.messages],
    ] as const) {
      await bar.getByRole('link', { name: new RegExp(`^${name}`) }).click();
      await expect(page).toHaveURL(endsAt(path));
      await expect(bar.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('aria-current', 'page');
      await expect(bar.locator('[aria-current="page"]')).toHaveCount(1);
    }

    // Nothing of the page hides behind the bar: the list's last control, scrolled to the end, stands above it.
    const loadMore = page.getByRole('button', { name: 'Load More' });
    await loadMore.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const [more, barNow] = [await loadMore.boundingBox(), await bar.boundingBox()];
    expect(more && barNow && more.y + more.height).toBeLessThanOrEqual(barNow?.y ?? 0);

    // A chat: the whole screen, under its own header alone (no app bar, no tab bar).
    await chatRow(page, '1', '170').click();
    await expect(page).toHaveURL(endsAt(paths.chat.to({ receiverId: '170', chatId: '1' })));
    await expect(page.getByRole('log')).toBeVisible();
    await expect(bar).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Open the menu' })).toHaveCount(0);
    await expect(page.locator('header:visible')).toHaveCount(1);
    await expect(page.getByRole('list', { name: 'Chats' })).toHaveCount(0);
    const header = await page.locator('header:visible').boundingBox();
    expect(header?.y).toBe(0);
    const composer = await page.getByRole('textbox', { name: 'Type a message' }).boundingBox();
    expect(composer && composer.y + composer.height).toBeLessThanOrEqual(PHONE.height);
    expect(composer && composer.y + composer.height).toBeGreaterThan(PHONE.height - 80);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Back to messages' }).click();
    await expect(page).toHaveURL(endsAt(paths.messages));
    await expect(page.getByRole('list', { name: 'Chats' })).toBeVisible();
    await expect(bar.getByRole('link', { name: /^Messages/ })).toHaveAttribute('aria-current', 'page');
  });
});

test.describe(() => {
  test.use({ viewport: DESKTOP, landing: paths.messages });

  test('on a desktop the list and the chat stand side by side: opening one chat then another keeps the list, its scroll and its mark', async ({ page }) => {
    const list = page.getByRole('list', { name: 'Chats' });
    await expect(list.getByRole('listitem')).toHaveCount(8);
    await expect(page.getByRole('heading', { level: 2, name: 'Pick a conversation' })).toBeVisible();
    await expect(tabBar(page)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // Load More and scroll the list down a little: the list pane scrolls on its own.
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(10);
    const pane = page.getByTestId('chat-list-pane');
    await pane.evaluate((element) => element.scrollTo(0, 120));
    const scrolled = await pane.evaluate((element) => element.scrollTop);
    expect(scrolled).toBeGreaterThan(0);

    await chatRow(page, '2', '171').click();
    await expect(page).toHaveURL(endsAt(paths.chat.to({ receiverId: '171', chatId: '2' })));
    await expect(page.getByRole('log')).toBeVisible();
    await expect(list).toBeVisible();
    await expect(chatRow(page, '2', '171')).toHaveAttribute('aria-current', 'page');
    const first = await page.getByRole('heading', { level: 1 }).textContent();

    // Grouped bubbles: the partner's two texts two minutes apart make one group, its time once, at its end.
    const theirs = page.locator('[data-side="theirs"]');
    await expect(theirs).toHaveCount(2);
    await expect(theirs.nth(0)).toHaveAttribute('data-group', 'first');
    await expect(theirs.nth(1)).toHaveAttribute('data-group', 'last');
    await expect(theirs.nth(0).locator('time')).toHaveCount(0);
    await expect(theirs.nth(1).locator('time')).toHaveCount(1);

    await chatRow(page, '1', '170').click();
    await expect(page).toHaveURL(endsAt(paths.chat.to({ receiverId: '170', chatId: '1' })));
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(first ?? '');
    await expect(chatRow(page, '1', '170')).toHaveAttribute('aria-current', 'page');
    await expect(chatRow(page, '2', '171')).not.toHaveAttribute('aria-current');
    // The same list, where it was: still ten rows after Load More, at the same scroll.
    await expect(list.getByRole('listitem')).toHaveCount(10);
    expect(await pane.evaluate((element) => element.scrollTop)).toBe(scrolled);

    // No bubble stretches: two thirds of the pane at most, and 560 px.
    await page.getByLabel('Type a message').fill('A long message to see how wide a bubble may grow on a desktop. '.repeat(6));
    await page.getByLabel('Type a message').press('Enter');
    const log = await page.getByRole('log').boundingBox();
    const widths = await page.locator('[data-side] > div').evaluateAll((bubbles) => bubbles.map((bubble) => bubble.getBoundingClientRect().width));
    for (const width of widths) {
      expect(width).toBeLessThanOrEqual(560);
      expect(width).toBeLessThanOrEqual((log?.width ?? 0) * 0.66);
    }
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe(() => {
  test.use({ viewport: PHONE, language: 'ar' });

  test('in Arabic the tab bar and the split view mirror', async ({ page }) => {
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const bar = tabBar(page, 'تنقل سريع');
    const links = bar.getByRole('link');
    await expect(links).toHaveCount(4);
    await expect(links.nth(0)).toHaveAccessibleName('أشخاص بالقرب منك');
    const [near, likes, profile] = [await links.nth(0).boundingBox(), await links.nth(1).boundingBox(), await links.nth(3).boundingBox()];
    // The first place at the right, the last at the left.
    expect(near && likes && near.x > likes.x).toBe(true);
    expect(profile?.x).toBeLessThan(PHONE.width / 4);
    await expectNoSeriousA11yViolations(page);

    await page.setViewportSize(DESKTOP);
    await openInApp(page, paths.chat.to({ receiverId: '170', chatId: '1' }));
    const listPane = await page.getByTestId('chat-list-pane').boundingBox();
    const chatPane = await page.getByTestId('chat-pane').boundingBox();
    await expect(page.getByRole('list', { name: 'المحادثات' })).toBeVisible();
    await expect(page.getByRole('log')).toBeVisible();
    // The list at the right, next to the sidebar; the chat at the left.
    expect(listPane && chatPane && listPane.x > chatPane.x).toBe(true);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe(() => {
  test.use({ viewport: LAPTOP, landing: paths.chat.to({ receiverId: '171', chatId: '2' }) });

  test('on a 1280 px laptop the list and the chat stand side by side (issue 51); its bubbles still group and stay narrow', async ({ page }) => {
    await expect(page.getByRole('region', { name: 'Conversation' }).getByRole('log')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Messages' }).getByRole('list', { name: 'Chats' })).toBeVisible();
    await expect(page.locator('[data-side="theirs"]').nth(1)).toHaveAttribute('data-group', 'last');
  });
});

test.describe(() => {
  test.use({ viewport: NARROW_LAPTOP, landing: paths.chat.to({ receiverId: '171', chatId: '2' }) });

  test('below 1200 px a chat stands alone, as on the screens the specs describe; its bubbles still group', async ({ page }) => {
    await expect(page.getByRole('log')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Chats' })).toHaveCount(0);
    await expect(page.locator('[data-side="theirs"]').nth(1)).toHaveAttribute('data-group', 'last');
  });
});

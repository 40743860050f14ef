import type { Page } from '@playwright/test';
import { paths } from '../../src/shared/routing/paths';
import { cookieNames } from '../../src/shared/session/storage-keys';
import { NOTICE_DISMISSED_KEY } from '../../mocks/notice/notice-state';
import { at, expect, expectNoSeriousA11yViolations, fakeBackendReady, test } from './fixtures';

/** Issue 14: a first-time visitor sees that the demo's data is made up, and where the Demo controls are. */

test.use({ demoNotice: 'first-visit' });

const notice = (page: Page) => page.getByRole('complementary', { name: 'About this demo' });

test('the notice shows on a first visit, opens the Demo controls, stays dismissed, and ?notice=on brings it back', async ({ page }) => {
  await page.goto(at(paths.login));
  await expect(notice(page)).toContainText('This is a demo: every person and message is made up.');
  await expect(notice(page)).toContainText('free@demo.test');
  await expectNoSeriousA11yViolations(page);

  await notice(page).getByRole('button', { name: 'Open the Demo controls' }).click();
  await expect(page.getByRole('region', { name: 'Demo controls' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Demo controls' })).toBeFocused();
  await expect(notice(page)).toHaveCount(0);

  // Remembered: the next visit starts the fake backend (and the notice's module) without it.
  await page.reload();
  await fakeBackendReady(page);
  expect(await page.evaluate((key) => localStorage.getItem(key), NOTICE_DISMISSED_KEY)).toBe('1');

  await page.goto(`${at(paths.login)}?notice=on`);
  await expect(notice(page)).toBeVisible();
  await notice(page).getByRole('button', { name: 'Got it' }).click();
  await expect(notice(page)).toHaveCount(0);
});

test('the notice speaks the chosen language', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: cookieNames.language, value: 'fr', url: baseURL ?? '' }]);
  await page.goto(at(paths.login));
  await expect(page.getByRole('complementary', { name: 'À propos de cette démo' })).toContainText('toutes les personnes et tous les messages sont inventés');
});

import type { Page } from '@playwright/test';
import { NOTICE_MS } from '../../src/shared/lib/use-notice';
import { paths } from '../../src/shared/routing/paths';
import { expect, test } from './fixtures';
import { at, DEMO_PASSWORD, endsAt, expectNoSeriousA11yViolations } from './helpers';

/** Settings (docs/product/screens-and-routes.md#settings) and the Explore teaser. */

/** The screen's own part of the page (the sidebar has a Logout too). */
const screenOf = (page: Page) => page.getByRole('main');

/** The settings have loaded: the member's own values are in place. */
async function settingsShown(page: Page) {
  await expect(screenOf(page).getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(screenOf(page).getByRole('radio', { name: 'Dating' })).toBeAttached();
}

test.describe('a regular member', () => {
  test.use({ persona: 'regular', landing: paths.settings });

  test.describe(() => {
    // Signed in by the journey itself, once Playwright's clock is there: the banner's 5 s pass on it at once.
    test.use({ persona: null });

    test('a premium toggle opens the premium popup and does not move; the others save with the 5 s banner', async ({ page, notices, signedInAs }) => {
      // Time flows as without it; only the jump over the banner's time moves it faster.
      await page.clock.install();
      await signedInAs('regular', paths.settings);
      await settingsShown(page);
      const main = screenOf(page);
      await expect(main.getByRole('link', { name: 'Back to People near you' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      const hideAds = main.getByRole('switch', { name: 'Hide Ads' });
      await expect(hideAds).toHaveAttribute('aria-checked', 'false');
      await hideAds.click();
      const popup = page.getByRole('dialog', { name: 'Become a Premium Member' });
      await expect(popup).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await popup.getByRole('button', { name: 'Not now' }).click();
      await expect(popup).toBeHidden();
      await expect(hideAds).toHaveAttribute('aria-checked', 'false');

      const likes = main.getByRole('switch', { name: 'Likes', exact: true });
      const before = await likes.getAttribute('aria-checked');
      const after = before === 'true' ? 'false' : 'true';
      await likes.click();
      await expect(likes).toHaveAttribute('aria-checked', after);
      const save = page.waitForRequest((request) => request.url().endsWith('/api/websetprofile'));
      await main.getByRole('button', { name: 'Save' }).click();
      const body = (await save).postData() ?? '';
      expect(body).toMatch(new RegExp(`name="like_notification"\\r\\n\\r\\n${after}\\r\\n`));
      // Only the changed value travels: no other toggle, no people_for.
      expect(body).not.toMatch(/name="(message_notification|hide_ads|feed_image|people_for)"/);
      const banner = main.getByRole('status').filter({ hasText: 'Profile information changed' });
      await notices.expectShown('status', 'Profile information changed');
      // Its timer is set as it shows: the jump over its time ends it.
      await page.clock.fastForward(NOTICE_MS.settings);
      await expect(banner).toBeHidden();
      await page.reload();
      await expect(screenOf(page).getByRole('switch', { name: 'Likes', exact: true })).toHaveAttribute('aria-checked', after);
    });
  });

  test('Change Password: the local rules, the server message, then signing in with the new password', async ({ page, signIn, notices }) => {
    await settingsShown(page);
    await screenOf(page).getByRole('button', { name: 'Change Password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    await expectNoSeriousA11yViolations(page);
    const fill = async (oldPassword: string, newPassword: string, retyped: string) => {
      await dialog.getByLabel('Old Password').fill(oldPassword);
      await dialog.getByLabel('New Password').fill(newPassword);
      await dialog.getByLabel('Re-type Password').fill(retyped);
      await dialog.getByRole('button', { name: 'Change', exact: true }).click();
    };
    const message = dialog.getByRole('alert');

    await fill('demo1234', '', '');
    await notices.expectShown('alert', 'Please fill the details');
    await fill(DEMO_PASSWORD, DEMO_PASSWORD, DEMO_PASSWORD);
    await notices.expectShown('alert', 'New Password and Old password must not be same');
    await fill(DEMO_PASSWORD, 'better123', 'better124');
    await notices.expectShown('alert', 'New Password and Re-type password must be same');
    await fill('not-my-password', 'better123', 'better123');
    await notices.expectShown('alert', 'Old password is incorrect');
    // Error messages go after about 2 s.
    await expect(message).toBeHidden({ timeout: 3500 });

    await fill(DEMO_PASSWORD, 'better123', 'better123');
    await expect(dialog).toBeHidden();
    await notices.expectShown('status', 'Password changed successfully');

    await screenOf(page).getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('dialog', { name: 'Are you sure you want to logout?' }).getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(endsAt(paths.login));
    await page.getByLabel('Email', { exact: true }).fill('free@demo.test');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Signin', exact: true }).click();
    await notices.expectShown('alert', 'Email or Password Incorrect');
    await signIn('free@demo.test', 'better123');
  });

  test('Logout asks Yes/No: No stays, Yes goes to the login and closes /app', async ({ page }) => {
    await settingsShown(page);
    const logout = screenOf(page).getByRole('button', { name: 'Logout' });
    await logout.click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure you want to logout?' });
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'No' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(endsAt(paths.settings));
    await logout.click();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(endsAt(paths.login));
    await page.goto(at(paths.settings));
    await expect(page).toHaveURL(endsAt(paths.login));
  });

  test('Deactivate account asks Yes/No, then the login refuses the account', async ({ page }) => {
    await settingsShown(page);
    const deactivate = screenOf(page).getByRole('button', { name: 'Deactivate account' });
    await deactivate.click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure you want to deactivate your account?' });
    await dialog.getByRole('button', { name: 'No' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(endsAt(paths.settings));
    await deactivate.click();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(endsAt(paths.login));
    await expect(page.getByRole('alert')).toHaveText('This account has been deactivated.');

    // Signing in again: the account is deactivated, so the member is sent back to the login.
    await page.reload();
    await page.getByLabel('Email', { exact: true }).fill('free@demo.test');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Signin', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('This account has been deactivated.');
    await expect(page).toHaveURL(endsAt(paths.login));
    await page.goto(at(paths.settings));
    await expect(page).toHaveURL(endsAt(paths.login));
  });
});

test.describe('a regular member on Explore', () => {
  test.use({ persona: 'regular', landing: paths.explore });

  test('Explore shows the teaser and the Join Premium popup, and makes no call', async ({ page }) => {
    const main = screenOf(page);
    await expect(main.getByRole('heading', { name: 'Explore', level: 1 })).toBeVisible();
    // The shell's own reads (profile, counts) are done once the screen shows; from here the screen adds none.
    await page.waitForLoadState('networkidle');
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) calls.push(request.url());
    });
    await expect(main.getByRole('heading', { name: 'Find unlimited people' })).toBeVisible();
    const people = main.getByRole('region', { name: 'People you could meet' }).getByRole('button');
    await expect(people).toHaveCount(8);
    await expectNoSeriousA11yViolations(page);
    await main.getByRole('button', { name: 'Join Premium', exact: true }).click();
    const popup = page.getByRole('dialog', { name: 'Join Premium' });
    await expect(popup.getByText('$9.99')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await popup.getByRole('button', { name: 'Not now' }).click();
    await expect(popup).toBeHidden();
    await people.nth(5).click();
    await expect(popup).toBeVisible();
    expect(calls).toEqual([]);
    await popup.getByRole('link', { name: 'Continue' }).click();
    await expect(page).toHaveURL(endsAt(paths.premiumPayment));
  });
});

test.describe('a premium member', () => {
  test.use({ persona: 'premium', landing: paths.settings });

  test('a premium toggle moves, saves and is kept after a reload', async ({ page, notices }) => {
    await settingsShown(page);
    const invisible = screenOf(page).getByRole('switch', { name: 'Make me Invisible' });
    await expect(invisible).toHaveAttribute('aria-checked', 'false');
    await invisible.click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(invisible).toHaveAttribute('aria-checked', 'true');
    await screenOf(page).getByRole('button', { name: 'Save' }).click();
    await notices.expectShown('status', 'Profile information changed');
    await page.reload();
    await expect(screenOf(page).getByRole('switch', { name: 'Make me Invisible' })).toHaveAttribute('aria-checked', 'true');
  });
});

test.describe('in Arabic', () => {
  test.use({ persona: 'regular', landing: paths.settings, language: 'ar' });

  test('the switches and rows mirror: each switch sits at the inline end, on the left', async ({ page }) => {
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const main = screenOf(page);
    await expect(main.getByRole('heading', { name: 'الإعدادات', level: 1 })).toBeVisible();
    const toggle = main.getByRole('switch', { name: 'الرسائل الجديدة' });
    const label = main.getByText('الرسائل الجديدة', { exact: true });
    const [switchBox, labelBox] = [await toggle.boundingBox(), await label.boundingBox()];
    expect(switchBox && labelBox && switchBox.x + switchBox.width <= labelBox.x).toBe(true);
    // The back link leads the row on the right, Save closes it on the left.
    const [backBox, saveBox] = [
      await main.getByRole('link', { name: 'العودة إلى الأشخاص القريبين منك' }).boundingBox(),
      await main.getByRole('button', { name: 'حفظ' }).boundingBox(),
    ];
    expect(backBox && saveBox && backBox.x > saveBox.x).toBe(true);
    await expectNoSeriousA11yViolations(page);
  });
});

import { paths } from '../../src/shared/routing/paths';
import { expect, test } from './fixtures';
import { at, countsInPage, expectNoSeriousA11yViolations, mainNav, setLanguage } from './helpers';

/** Sign-in, the signed-in shell, logout, a deactivated account, 404 and Arabic. */

test('a member signs in and sees the shell with its sidebar and counts; signed in, the login leads back to the app', async ({ page, signIn }) => {
  await page.goto(at(paths.login));
  await expectNoSeriousA11yViolations(page);
  await signIn('free@demo.test');
  const nav = mainNav(page);
  await expect(nav.getByRole('link', { name: 'People near you' })).toHaveAttribute('aria-current', 'page');
  const counts = await countsInPage(page);
  await expect(nav.getByRole('link', { name: `Visitors ${counts.visitors} new` })).toBeVisible();
  await expect(nav.getByRole('link', { name: `Super likes (${counts.superlike_request})` })).toBeVisible();
  await expect(nav.getByRole('link', { name: `Likes (${counts.like_request})` })).toBeVisible();
  for (const name of ['Find new people', 'Feeds', 'Matches', 'Help', 'Profile', 'Settings']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);

  // An onboarded member skips the login.
  await page.goto(at(paths.login));
  await expect(page).toHaveURL(/\/app\/PeopleNear$/);
});

test("empty fields are caught before any call; a wrong password shows the server's message for about 2 seconds", async ({ page, notices }) => {
  await page.goto(at(paths.login));
  await page.getByRole('button', { name: 'Signin', exact: true }).click();
  await notices.expectShown('alert', 'Please fill the details');

  await page.getByLabel('Email', { exact: true }).fill('free@demo.test');
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Signin', exact: true }).click();
  await notices.expectShown('alert', 'Email or Password Incorrect');
  await expect(page.getByRole('alert').filter({ hasText: 'Email or Password Incorrect' })).toBeHidden({ timeout: 3500 });
  await expect(page).toHaveURL(/\/login$/);
});

test('logout asks Yes/No, then returns to the login and closes /app', async ({ page, signIn }) => {
  await signIn('premium@demo.test');
  await page.getByRole('button', { name: 'Logout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure you want to logout?' });
  await dialog.getByRole('button', { name: 'No' }).click();
  await expect(page).toHaveURL(/\/app\/PeopleNear$/);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto(at(paths.visitors));
  await expect(page).toHaveURL(/\/login$/);
});

test('a deactivated account is sent back to the login', async ({ page }) => {
  await page.goto(at(paths.login));
  await page.getByLabel('Email', { exact: true }).fill('inactive@demo.test');
  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Signin', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('This account has been deactivated.');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto(at(paths.app));
  await expect(page).toHaveURL(/\/login$/);
});

test('unknown paths show the 404 page; unknown /app paths show /app/NotFound', async ({ page, signIn }) => {
  await page.goto('no/such/page');
  await expect(page.getByRole('heading', { name: '404 page not found' })).toBeVisible();
  await expect(page.getByText('We are sorry but the page you are looking for does not exist.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await signIn('free@demo.test');
  await page.goto('app/NoSuchScreen');
  await expect(page).toHaveURL(/\/app\/NotFound$/);
  await expect(page.getByRole('heading', { name: '404 page not found' })).toBeVisible();
});

test('/web without the slash leads to the app', async ({ page }) => {
  await page.goto('/web');
  await expect(page).toHaveURL(/\/web\/(login)?$/);
});

test('Arabic mirrors the layout and the language reaches the calls', async ({ page }) => {
  await setLanguage(page, 'ar');
  await page.goto(at(paths.login));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await page.getByLabel('البريد الإلكتروني').fill('free@demo.test');
  await page.getByLabel('كلمة المرور').fill('demo1234');
  const login = page.waitForRequest((request) => request.url().endsWith('/api/webemaillogin'));
  await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
  expect((await login).postData()).toMatch(/name="language"\r\n\r\nar\r\n/);
  await expect(page.getByRole('navigation', { name: 'الرئيسية' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('on a narrow screen the sidebar opens as a drawer, by keyboard too', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn('free@demo.test');
  await expect(mainNav(page)).toBeHidden();
  await page.getByRole('button', { name: 'Open the menu' }).focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer.getByRole('link', { name: 'Settings' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  // The focus goes back to what opened the drawer.
  await expect(page.getByRole('button', { name: 'Open the menu' })).toBeFocused();
  await page.getByRole('button', { name: 'Open the menu' }).click();
  await drawer.getByRole('link', { name: 'Help' }).click();
  await expect(page).toHaveURL(/\/app\/Help$/);
  await expect(drawer).toBeHidden();
});

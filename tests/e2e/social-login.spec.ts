import { paths } from '../../src/shared/routing/paths';
import { expect, test } from './fixtures';
import { at, expectNoSeriousA11yViolations } from './helpers';

/** The social login, through the fake provider's own window. */

test('an existing member signs in with the social network and lands on People Near', async ({ page }) => {
  await page.goto(at(paths.login));
  await page.getByRole('button', { name: 'Continue with Facebook' }).click();
  const provider = page.getByRole('dialog', { name: 'Demo social login' });
  await expect(provider).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await provider.getByRole('button', { name: 'Continue as Alex Demo' }).click();
  await page.waitForURL(/\/app\/PeopleNear$/);
});

test('a new person goes to the Signup tab with the identity filled in', async ({ page }) => {
  await page.goto(at(paths.login));
  await page.getByRole('button', { name: 'Continue with Facebook' }).click();
  await page.getByRole('dialog', { name: 'Demo social login' }).getByRole('button', { name: 'Continue as a new person' }).click();
  await expect(page).toHaveURL(/\/login\?tab=signup$/);
  await expect(page.getByRole('tab', { name: 'Signup' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Charlie New');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('new.social@demo.test');
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'fbid')?.value).toBe('fb-new-2002');
});

test('closing the provider window changes nothing', async ({ page }) => {
  await page.goto(at(paths.login));
  await page.getByRole('button', { name: 'Continue with Facebook' }).click();
  // The provider's window opens once the fake backend is in, a moment after the click on a loaded machine:
  // an Escape before it opens closes nothing.
  const provider = page.getByRole('dialog', { name: 'Demo social login' });
  await expect(provider).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(provider).toBeHidden();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
});

import type { Page } from '@playwright/test';
import { paths } from '../../src/shared/routing/paths';
import { expect, test } from './fixtures';
import { at, expectNoSeriousA11yViolations } from './helpers';

/** Phone login and the SMS check before sign-up (fake SMS code 123456). */

async function verifyNumber(page: Page, phone: string, verifyButton: string, code = '123456') {
  await page.getByLabel('Phone number').fill(phone);
  await page.getByRole('button', { name: 'Send the code' }).click();
  await page.getByLabel('SMS code').fill(code);
  await page.getByRole('button', { name: verifyButton }).click();
}

test('a registered number signs in and lands on People Near', async ({ page }) => {
  await page.goto(at(paths.phoneLogin));
  await expect(page.getByRole('heading', { name: 'Sign in with your phone' })).toBeVisible();
  await expect(page.getByText('By using our services you are agreeing to Terms and Conditions')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/web/helpmain');
  await expectNoSeriousA11yViolations(page);
  await verifyNumber(page, '+1 555 010 0002', 'Verify and sign in');
  await page.waitForURL(/\/app\/PeopleNear$/);
});

test('an unknown number is told so and offered the sign-up, with the number kept', async ({ page }) => {
  await page.goto(at(paths.phoneLogin));
  await verifyNumber(page, '+33612345678', 'Verify and sign in');
  await expect(page.getByRole('alert').filter({ hasText: 'The number +33612345678 is not registered yet.' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Sign up with this number' }).click();
  await expect(page).toHaveURL(/\/login\?tab=signup$/);
  await expect(page.getByLabel('Phone number')).toHaveValue('+33612345678');
});

test('a wrong SMS code is refused', async ({ page, notices }) => {
  await page.goto(at(paths.phoneLogin));
  await verifyNumber(page, '+15550100001', 'Verify and sign in', '000000');
  await notices.expectShown('alert', 'This code is not valid. Check the SMS and try again.');
  await expect(page).toHaveURL(/\/phonelogin$/);
});

test('/Signupfirebase verifies a free number and continues to the Signup tab', async ({ page }) => {
  await page.goto(at(paths.signupFirebase));
  await expect(page.getByRole('heading', { name: 'Verify your phone' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await verifyNumber(page, '+44 7700 900123', 'Verify and continue');
  await expect(page).toHaveURL(/\/login\?tab=signup$/);
  await expect(page.getByLabel('Phone number')).toHaveValue('+447700900123');
});

test("/Signupfirebase stops a registered number with the server's message", async ({ page, notices }) => {
  await page.goto(at(paths.signupFirebase));
  await verifyNumber(page, '+15550100001', 'Verify and continue');
  await notices.expectShown('alert', 'Sorry, You are already registered this Mobile Number');
  await expect(page).toHaveURL(/\/Signupfirebase$/);
});

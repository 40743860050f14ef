import { paths } from '../../src/shared/routing/paths';
import { newMemberDetails } from '../../mocks/factories/signup';
import { expect, test } from './fixtures';
import { at, callsAnswered, DEMO_PASSWORD, doubleClickWhileCallsHeld, endsAt } from './helpers';

/**
 * An ordinary double-click on a submit sends one request. The fake backend holds the calls
 * during the double-click, so the second click lands while the first call is still on its way.
 */
test.beforeEach(async ({ page }) => {
  await page.clock.install();
  await page.goto(at(paths.login));
});

test('a double-click on Signin signs in with one call', async ({ page }) => {
  await page.getByLabel('Email', { exact: true }).fill('free@demo.test');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await doubleClickWhileCallsHeld(page, page.getByRole('button', { name: 'Signin', exact: true }), 'webemaillogin');
  await expect(page).toHaveURL(endsAt(paths.peopleNear));
  expect(await callsAnswered(page, 'webemaillogin')).toBe(1);
});

test('a double-click on Send asks for one reset mail', async ({ page, sideEffects }) => {
  await page.getByRole('button', { name: 'Forgot Password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forgot Password' });
  await dialog.getByLabel('Email').fill('free@demo.test');
  await doubleClickWhileCallsHeld(page, dialog.getByRole('button', { name: 'Send' }), 'webforgot');
  await expect(dialog.getByRole('status')).toHaveText('Password reset link sent to your email');
  expect(await callsAnswered(page, 'webforgot')).toBe(1);
  expect((await sideEffects()).mails).toHaveLength(1);
});

test("a double-click on the sign-up's Continue checks the mail once", async ({ page }) => {
  await page.getByRole('tab', { name: 'Signup' }).click();
  await page.getByLabel('Name', { exact: true }).fill(newMemberDetails.name);
  await page.getByLabel('Email', { exact: true }).fill(newMemberDetails.email);
  await page.getByLabel('Password', { exact: true }).fill(newMemberDetails.password);
  await page.getByLabel('Date of birth').fill(newMemberDetails.dob);
  await page.getByLabel('Phone number').fill(newMemberDetails.phone);
  await doubleClickWhileCallsHeld(page, page.getByRole('button', { name: 'Continue' }), 'webcheckemail');
  await expect(page.getByRole('dialog', { name: 'Signup' })).toBeVisible();
  expect(await callsAnswered(page, 'webcheckemail')).toBe(1);
});

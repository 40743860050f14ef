import { paths } from '../../src/shared/routing/paths';
import { newMemberDetails } from '../../mocks/factories/signup';
import { expect, test } from './fixtures';
import { afterSlowCalls, at, callsAnswered, DEMO_PASSWORD, endsAt, fakeBackendReady } from './helpers';

/**
 * An ordinary double-click on a submit sends one request. Each test makes the fake
 * backend slow, so the second click lands while the first call is still on its way.
 */
test.beforeEach(async ({ page }) => {
  await page.goto(at(paths.login));
  await fakeBackendReady(page);
  await page.evaluate(() => {
    window.__amora?.setLatency('slow');
    window.__amora?.clearLog();
  });
});

test('a double-click on Signin signs in with one call', async ({ page }) => {
  await page.getByLabel('Email', { exact: true }).fill('free@demo.test');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Signin', exact: true }).dblclick();
  await expect(page).toHaveURL(endsAt(paths.peopleNear), afterSlowCalls);
  expect(await callsAnswered(page, 'webemaillogin')).toBe(1);
});

test('a double-click on Send asks for one reset mail', async ({ page, sideEffects }) => {
  await page.getByRole('button', { name: 'Forgot Password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forgot Password' });
  await dialog.getByLabel('Email').fill('free@demo.test');
  await dialog.getByRole('button', { name: 'Send' }).dblclick();
  await expect(dialog.getByRole('status')).toHaveText('Password reset link sent to your email', afterSlowCalls);
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
  await page.getByRole('button', { name: 'Continue' }).dblclick();
  await expect(page.getByRole('dialog', { name: 'Signup' })).toBeVisible(afterSlowCalls);
  expect(await callsAnswered(page, 'webcheckemail')).toBe(1);
});

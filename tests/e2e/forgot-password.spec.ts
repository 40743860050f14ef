import type { Page } from '@playwright/test';
import { paths } from '../../src/shared/routing/paths';
import { expect, test } from './fixtures';
import { at, expectNoSeriousA11yViolations } from './helpers';

/** The Forgot Password popup of the sign-in screen. */

async function askForReset(page: Page, email: string) {
  await page.goto(at(paths.login));
  await page.getByRole('button', { name: 'Forgot Password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forgot Password' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Send' }).click();
  return dialog;
}

test("a member's mail gets the server's success message", async ({ page, sideEffects }) => {
  const dialog = await askForReset(page, 'free@demo.test');
  await expect(dialog.getByRole('status')).toHaveText('Password reset link sent to your email');
  // The fake mail service kept the mail it would have sent.
  expect((await sideEffects()).mails).toEqual([expect.objectContaining({ kind: 'password-reset', to: 'free@demo.test' })]);
  // Past the message's fade-in, whose first frames axe would measure as low contrast.
  await expect(dialog.getByRole('status')).toHaveCSS('opacity', '1');
  await expectNoSeriousA11yViolations(page);
  // Nothing left to do: Done, with the focus on it, closes the popup.
  await expect(dialog.getByRole('button', { name: 'Send' })).toBeHidden();
  await expect(dialog.getByRole('button', { name: 'Done' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
});

test("an unknown mail gets 'Email Id not registered'", async ({ page, sideEffects, notices }) => {
  const dialog = await askForReset(page, 'nobody@demo.test');
  await notices.expectShown('alert', 'Email Id not registered');
  // The popup stays, so the member can correct the mail.
  await expect(dialog.getByRole('button', { name: 'Send' })).toBeVisible();
  expect((await sideEffects()).mails).toEqual([]);
});

test('the mail is required', async ({ page, notices }) => {
  const dialog = await askForReset(page, '');
  await notices.expectShown('alert', 'Please fill the details');
  await expect(dialog.getByRole('button', { name: 'Send' })).toBeVisible();
});

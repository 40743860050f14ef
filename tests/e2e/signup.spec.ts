import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { paths } from '../../src/shared/routing/paths';
import { expect, test } from './fixtures';
import { at, expectNoSeriousA11yViolations } from './helpers';

/** The sign-up form, its wizard (tabs 5, 1, 2, 3, 4) and the webcam, on Chromium's fake camera. */

const PHOTO = fileURLToPath(new URL('../../fixtures/photos/person-03.svg', import.meta.url));
const account = { name: 'Jamie Rivers', email: 'jamie.rivers@example.test', password: 'secret12', dob: '1995-06-15', phone: '+33 6 12 34 56 78' };

async function fillForm(page: Page, details: Partial<typeof account> = {}) {
  const values = { ...account, ...details };
  await page.getByLabel('Name', { exact: true }).fill(values.name);
  await page.getByLabel('Email', { exact: true }).fill(values.email);
  await page.getByLabel('Password', { exact: true }).fill(values.password);
  await page.getByLabel('Date of birth').fill(values.dob);
  await page.getByLabel('Phone number').fill(values.phone);
}


test('a new person signs up through every tab, lands on People Near, and can sign in again', async ({ page, signIn, notices }) => {
  // Every tab, three axe runs, a sign-out and a sign-in: on a machine loaded many times over it outlasts two minutes.
  test.slow();
  await page.goto(at(paths.signup));
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await fillForm(page);
  await expect(page.getByRole('status', { name: 'Age' })).toHaveText(/^\d+$/);
  await page.getByText('Female', { exact: true }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Tab 5: the mailed code, the first of five steps, numbered so.
  const wizard = page.getByRole('dialog', { name: 'Signup' });
  await expect(wizard.getByRole('heading', { name: 'Verification' })).toBeFocused();
  await expect(wizard.getByRole('listitem').filter({ hasText: 'Verification' })).toHaveAttribute('aria-current', 'step');
  await expect(wizard.getByRole('list', { name: 'Sign-up steps' }).getByRole('listitem')).toHaveText(['1Verification', '2I am here to', '3Photo', '4Interest', '5Location']);
  // The popup keeps its height from step to step: what is under the pointer stays there.
  const height = async () => Math.round((await wizard.boundingBox())?.height ?? 0);
  const sheetHeight = await height();
  await expectNoSeriousA11yViolations(page);
  await wizard.getByLabel('Verification code').fill('1234');
  await wizard.getByRole('button', { name: 'Verify' }).click();
  await expect(wizard.getByText('The OTP has been verified')).toBeVisible();

  // Tab 1: here to, then the webcam.
  await expect(wizard.getByRole('heading', { name: 'I am here to' })).toBeFocused();
  expect(await height()).toBe(sheetHeight);
  await wizard.getByRole('button', { name: 'Next' }).click();
  await notices.expectShown('alert', 'Please select any one');
  await wizard.getByText('Friends', { exact: true }).click();
  await expectNoSeriousA11yViolations(page);
  await wizard.getByRole('button', { name: 'Next' }).click();
  const webcam = page.getByRole('dialog', { name: 'Take a selfie' });
  await expect(webcam.getByRole('button', { name: 'Capture' })).toBeEnabled();
  await expectNoSeriousA11yViolations(page);
  await webcam.getByRole('button', { name: 'Capture' }).click();
  await expect(webcam.getByText('Face verified. Continue, or take it again.')).toBeVisible();
  await expect(webcam.getByRole('img', { name: 'Your selfie' })).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
  await webcam.getByRole('button', { name: 'Retake' }).click();
  await webcam.getByRole('button', { name: 'Capture' }).click();
  await webcam.getByRole('button', { name: 'Next' }).click();
  await expect(webcam).toBeHidden();

  // Tab 2: the photo.
  await expect(wizard.getByRole('heading', { name: 'Photo' })).toBeFocused();
  expect(await height()).toBe(sheetHeight);
  await wizard.getByRole('button', { name: 'Upload' }).click();
  await notices.expectShown('alert', 'Please atleast select one Image');
  await wizard.getByLabel('Choose a photo').setInputFiles(PHOTO);
  await expect(wizard.getByRole('img', { name: 'The photo you chose' })).toBeVisible();
  await wizard.getByRole('button', { name: 'Upload' }).click();
  await expect(wizard.getByText('Image uploaded sucessfuly')).toBeVisible();

  // Tab 3: interests.
  await expect(wizard.getByRole('heading', { name: 'Interest' })).toBeFocused();
  expect(await height()).toBe(sheetHeight);
  await wizard.getByRole('button', { name: 'Save' }).click();
  await notices.expectShown('alert', 'Please select the interest');
  await wizard.getByText('Music', { exact: true }).click();
  await wizard.getByText('Travel', { exact: true }).click();
  await expect(wizard.getByText('2 interests chosen')).toBeVisible();
  await wizard.getByRole('button', { name: 'Save' }).click();

  // Tab 4: the city, from the suggestions only. The focus stays in the popup, on the step's heading.
  await expect(wizard.getByRole('heading', { name: 'Location' })).toBeFocused();
  expect(await height()).toBe(sheetHeight);
  const city = wizard.getByRole('combobox', { name: 'City' });
  await city.fill('Lyon');
  // The suggestions open below the field and move Join down: wait for them and close them, as a person
  // who ignores them would, so the press lands on Join and not where Join stood a moment before.
  await expect(wizard.getByRole('option', { name: 'Lyon, Auvergne-Rhône-Alpes, France' })).toBeVisible();
  await city.press('Escape');
  await expect(wizard.getByRole('listbox', { name: 'City' })).toBeHidden();
  await wizard.getByRole('button', { name: 'Join with Amora' }).click();
  await notices.expectShown('alert', 'Select location properly or change location');
  await city.click();
  await wizard.getByRole('option', { name: 'Lyon, Auvergne-Rhône-Alpes, France' }).click();
  await expect(city).toHaveValue('Lyon, Auvergne-Rhône-Alpes, France');
  await expectNoSeriousA11yViolations(page);
  await wizard.getByRole('button', { name: 'Join with Amora' }).click();

  await page.waitForURL(/\/app\/PeopleNear$/);
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('dialog', { name: 'Are you sure you want to logout?' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(account.email, account.password);
});

test('the form shows each of its messages', async ({ page, notices }) => {
  await page.goto(at(paths.signup));
  const submit = page.getByRole('button', { name: 'Continue' });
  await submit.click();
  await notices.expectShown('alert', 'Please fill the details');
  await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  // The message stays beside the marks while the fields are empty, not only a moment before they come.
  await expect(page.getByRole('alert')).toHaveText('Please fill the details');

  const cases: Array<[Partial<typeof account>, string]> = [
    [{ email: 'jamie@nowhere' }, 'Please enter valid email'],
    [{ name: 'Jo' }, 'Name must be 3 to 20 letters'],
    [{ password: '12345' }, 'Password must be 6 to 15 characters'],
    [{ dob: '2015-03-01' }, 'You must be at least 18 years old'],
    [{ phone: '12' }, 'Please enter a valid phone number'],
  ];
  for (const [change, message] of cases) {
    await fillForm(page, change);
    await submit.click();
    await notices.expectShown('alert', message);
  }

  // Only letters and spaces reach the name.
  await page.getByLabel('Name', { exact: true }).fill('');
  await page.getByLabel('Name', { exact: true }).pressSequentially('Ja1mie_ R');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Jamie R');
});

test("a taken mail gets the server's 'Email Already Exists'", async ({ page, notices }) => {
  await page.goto(at(paths.signup));
  await fillForm(page, { email: 'premium@demo.test' });
  await page.getByRole('button', { name: 'Continue' }).click();
  await notices.expectShown('alert', 'Email Already Exists');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test("a wrong code gets 'The OTP is not valid'; Clear and Resend work", async ({ page, notices }) => {
  await page.goto(at(paths.signup));
  await fillForm(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  const wizard = page.getByRole('dialog', { name: 'Signup' });
  const verify = wizard.getByRole('button', { name: 'Verify' });
  await expect(verify).toBeDisabled();
  const code = wizard.getByLabel('Verification code');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await code.fill('987');
  await expect(verify).toBeDisabled();
  await code.fill('9876');
  await verify.click();
  await notices.expectShown('alert', 'The OTP is not valid');
  await wizard.getByRole('button', { name: 'Clear' }).click();
  await expect(code).toHaveValue('');
  await wizard.getByRole('button', { name: 'Resend' }).click();
  await expect(wizard.getByText('OTP Sent Successfully')).toBeVisible();
  await wizard.getByRole('button', { name: 'Close the sign-up' }).click();
  await expect(wizard).toBeHidden();
  // Back where the popup came from.
  await expect(page.getByRole('button', { name: 'Continue' })).toBeFocused();
});

test('the form marks what is required, names what is missing and focuses it; its message goes once fixed and stays out of the wizard', async ({ page, notices }) => {
  await page.goto(at(paths.signup));
  await expect(page.getByText('Fields marked * are required.')).toBeVisible();
  await fillForm(page, { phone: '' });
  await page.getByRole('button', { name: 'Continue' }).click();
  await notices.expectShown('alert', 'Please fill the details');
  const phone = page.getByLabel('Phone number');
  await expect(phone).toBeFocused();
  await expect(phone).toHaveAccessibleDescription(/^Fill in this field/);
  await phone.fill(account.phone);
  await expect(page.getByRole('alert')).toBeHidden();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('dialog', { name: 'Signup' }).getByRole('heading', { name: 'Verification' })).toBeFocused();
  await expect(page.getByText('Please fill the details')).toBeHidden();
});

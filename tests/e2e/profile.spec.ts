import type { Page } from '@playwright/test';
import { paths } from '../../src/shared/routing/paths';
import { expect, test } from './fixtures';
import { at, endsAt, expectNoSeriousA11yViolations, mainNav, png } from './helpers';

/** The profile area: the profile, its photos, the edit form, the phone change and the location dialog (docs/product/screens-and-routes.md#own-profile). */

/** A small real PNG, different for each seed (the server refuses the same photo twice). */
async function openProfile(page: Page) {
  await mainNav(page).getByRole('link', { name: 'Profile', exact: true }).click();
  await expect(page).toHaveURL(endsAt(paths.profile));
}

async function photoCount(page: Page): Promise<number> {
  const text = await page.getByText(/^\d of 5 photos$/).textContent();
  return Number(text?.split(' ')[0]);
}

async function addPhoto(page: Page, seed: number) {
  await page.getByLabel(/Choose a photo/).setInputFiles(png(seed));
  await page.getByRole('button', { name: 'Add photo' }).click();
}

async function choosePhotoAction(page: Page, index: number, action: 'First Look' | 'Delete') {
  await page.getByRole('button', { name: `Photo ${index} options` }).click();
  await page.getByRole('menuitem', { name: action }).click();
  if (action === 'Delete') await page.getByRole('dialog', { name: 'Delete this photo?' }).getByRole('button', { name: 'Yes' }).click();
}

test.describe('a regular member', () => {
  test.use({ persona: 'regular' });

  test('sees Become a Premium Member, and the Location row opens the premium popup', async ({ page }) => {
    await openProfile(page);
    await expect(page.getByRole('img', { name: 'Alex, main photo' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Become a Premium Member' })).toBeVisible();
    await expect(page.getByText('Your premium membership will expire on')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: /^Location/ }).click();
    await expect(page.getByRole('dialog', { name: 'Become a Premium Member' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Location' })).toHaveCount(0);
  });

  test('adds photos up to five, makes one the First Look, and deletes one but never the first', async ({ page, notices }) => {
    // A long journey (several uploads, each re-reading the profile) on a busy machine.
    test.slow();
    await openProfile(page);
    await page.getByRole('link', { name: 'Edit photos' }).click();
    await expect(page.getByRole('heading', { name: 'Edit photos' })).toBeVisible();
    await expect(page.getByText(/^\d of 5 photos$/)).toBeVisible();
    let count = await photoCount(page);

    await page.getByRole('button', { name: 'Add photo' }).click();
    await notices.expectShown('alert', 'select a image');

    for (let seed = 1; count < 5; seed += 1) {
      await addPhoto(page, seed);
      count += 1;
      await expect(page.getByText(`${count} of 5 photos`)).toBeVisible();
      await notices.expectShown('status', 'Added new photo');
      // The grid focuses the new photo, in the last place filled.
      await expect(page.getByRole('figure', { name: `Photo ${count} of ${count}`, exact: true })).toBeFocused();
    }
    await addPhoto(page, 99);
    await notices.expectShown('alert', 'Only 5 images you can upload');
    await expectNoSeriousA11yViolations(page);

    const second = await page.getByAltText('Alex, photo 2 of 5').getAttribute('src');
    await choosePhotoAction(page, 2, 'First Look');
    await expect(page.getByRole('img', { name: 'Alex, photo 1 of 5' })).toHaveAttribute('src', second ?? '');
    await expect(page.getByRole('figure', { name: 'Photo 1 of 5', exact: true })).toBeFocused();

    // The first photo cannot be deleted: the server says so, and the five stay.
    await choosePhotoAction(page, 1, 'Delete');
    await notices.expectShown('alert', 'Profile image cannot be deleted');
    await expect(page.getByText('5 of 5 photos')).toBeVisible();

    await choosePhotoAction(page, 5, 'Delete');
    await notices.expectShown('status', 'Image deleted successfully');
    await expect(page.getByText('4 of 5 photos')).toBeVisible();

    // The profile shows the First Look as its main photo.
    await page.getByRole('link', { name: 'Back to the profile' }).click();
    await expect(page.getByRole('img', { name: 'Alex, main photo' })).toHaveAttribute('src', second ?? '');
  });

  test("saves the edited profile with the server's message", async ({ page, notices }) => {
    await openProfile(page);
    await page.getByRole('link', { name: /Basic info/ }).click();
    await expect(page).toHaveURL(endsAt(paths.editProfile));
    const name = page.getByLabel('Name', { exact: true });
    await expect(name).toHaveValue('Alex');
    await name.fill('');
    await name.pressSequentially('Alex 2 Morgan');
    await expect(name).toHaveValue('Alex  Morgan');
    await page.getByRole('radio', { name: 'Other' }).check();
    await page.getByLabel('Job').fill('Florist');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await notices.expectShown('status', 'Profile information changed');

    await page.goto(at(paths.profile));
    await expect(page.getByRole('heading', { name: /Alex Morgan/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Basic info/ })).toContainText('Florist');
  });

  test.describe('on the edit profile', () => {
    test.use({ landing: paths.editProfile });

    test('shows the 60-character limit of About You, Job, Company and School, and warns near it and at it', async ({ page }) => {
      for (const label of ['About You', 'Job', 'Company', 'School']) {
        await expect(page.getByLabel(label, { exact: true })).toHaveAccessibleDescription('Up to 60 characters');
      }
      const job = page.getByLabel('Job', { exact: true });
      await job.fill('a'.repeat(52));
      await expect(page.getByText('52/60')).toBeVisible();
      await expect(page.getByText('Nearly at the 60-character limit')).toBeVisible();
      await job.pressSequentially('b'.repeat(10));
      await expect(job).toHaveValue(`${'a'.repeat(52)}${'b'.repeat(8)}`);
      await expect(page.getByText('60-character limit reached: the typing stops here')).toBeVisible();
      await expect(page.getByText('60/60')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    // One load for the phone change: a number already registered is refused, then a new one is saved.
    test("cannot take a number already registered: back to edit profile with the message; saves a new number: 'Successfully updated'", async ({ page }) => {
      await page.getByRole('link', { name: 'Change the phone number' }).click();
      await expect(page).toHaveURL(endsAt(paths.changePhone));
      await page.getByLabel('New phone number').fill('+15550100002');
      await page.getByRole('button', { name: 'Send the code' }).click();
      await page.getByLabel('SMS code').pressSequentially('123456');
      await page.getByRole('button', { name: 'Verify and save' }).click();
      await expect(page.getByText('Sorry, You are already registered this Mobile Number')).toBeVisible();
      await expect(page).toHaveURL(endsAt(paths.editProfile));
      await expect(page.getByText('+15550100001')).toBeVisible();

      await page.getByRole('link', { name: 'Change the phone number' }).click();
      await expect(page).toHaveURL(endsAt(paths.changePhone));
      await page.getByLabel('New phone number').fill('+15550123456');
      await page.getByRole('button', { name: 'Send the code' }).click();
      await page.getByLabel('SMS code').pressSequentially('123456');
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Verify and save' }).click();
      await expect(page.getByText('Successfully updated')).toBeVisible();
      await expect(page).toHaveURL(endsAt(paths.editProfile));
      await expect(page.getByText('+15550123456')).toBeVisible();
    });
  });
});

test.describe('a premium member', () => {
  test.use({ persona: 'premium' });

  test('sees the expiry date and changes the location from the suggestions', async ({ page, notices }) => {
    await openProfile(page);
    await expect(page.getByText('Your premium membership will expire on')).toBeVisible();
    await expect(page.getByText(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Become a Premium Member' })).toHaveCount(0);

    await page.getByRole('button', { name: /^Location/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Location' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await notices.expectShown('alert', 'please select the location');

    const field = dialog.getByRole('combobox', { name: 'City' });
    await field.fill('Lisb');
    const option = dialog.getByRole('option', { name: /Lisbon/ });
    await expect(option).toBeVisible();
    // The suggestions float over the dialog: the Save button does not move.
    const saveBox = await dialog.getByRole('button', { name: 'Save' }).boundingBox();
    await field.press('ArrowDown');
    expect(await dialog.getByRole('button', { name: 'Save' }).boundingBox()).toEqual(saveBox);
    await expectNoSeriousA11yViolations(page);
    await option.click();
    await expect(field).toHaveValue('Lisbon, Lisbon, Portugal');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await notices.expectShown('status', 'Updated location');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Location/ })).toContainText('Lisbon, Lisbon, Portugal');
  });

  test.describe('in Arabic', () => {
    test.use({ landing: paths.profile, language: 'ar' });

    test('the profile reads right to left, its rows mirrored', async ({ page }) => {
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByText('ستنتهي عضويتك المميزة في')).toBeVisible();
      const row = page.getByRole('link', { name: /المعلومات الأساسية/ });
      const rowBox = await row.boundingBox();
      const iconBox = await row.locator('span').first().boundingBox();
      if (!rowBox || !iconBox) throw new Error('the row is not laid out');
      // The row's icon starts it: on the right in Arabic.
      expect(iconBox.x + iconBox.width / 2).toBeGreaterThan(rowBox.x + rowBox.width / 2);
      await expectNoSeriousA11yViolations(page);
    });
  });
});

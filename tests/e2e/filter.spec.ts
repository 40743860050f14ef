import { paths } from '../../src/shared/routing/paths';
import { expect, test } from './fixtures';
import { at, endsAt, expectNoSeriousA11yViolations, openInApp, setLanguage } from './helpers';

/** The filter and Find new people (docs/product/screens-and-routes.md#filter, #find-new-people). */

test('a narrower filter is saved, the people shown honour it, and it is kept after a reload', async ({ page, signedInAs }) => {
  await signedInAs('premium', paths.filter);
  await expect(page.getByRole('heading', { level: 1, name: 'Filter' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const minimum = page.getByRole('slider', { name: 'Minimum age' });
  const maximum = page.getByRole('slider', { name: 'Maximum age' });
  await expect(minimum).toHaveAttribute('aria-valuemin', '18');
  await expect(maximum).toHaveAttribute('aria-valuemax', '80');
  // From 18-80 to 28-40, by keyboard (PageUp/PageDown move 10 years).
  await minimum.focus();
  await page.keyboard.press('PageUp');
  await maximum.focus();
  for (let step = 0; step < 4; step++) await page.keyboard.press('PageDown');
  await expect(page.getByText('28 - 40')).toBeVisible();
  await page.getByRole('radio', { name: 'Women' }).check();

  const saved = page.waitForRequest((request) => request.url().endsWith('/api/websetfilter'));
  await page.getByRole('button', { name: 'Save' }).click();
  const body = (await saved).postData() ?? '';
  expect(body).toMatch(/name="age"\r\n\r\n28-40\r\n/);
  expect(body).toMatch(/name="gender"\r\n\r\nwomen\r\n/);
  await expect(page).toHaveURL(endsAt(paths.peopleNear));

  // Find new people shows only people of 28 to 40.
  await openInApp(page, paths.findNewPeople);
  const cards = page.getByRole('list', { name: 'People near you' }).getByRole('link');
  await expect(cards.first()).toBeVisible();
  const names = await cards.allInnerTexts();
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) {
    const age = Number(/,\s*(\d+)/.exec(name)?.[1]);
    expect(age, name).toBeGreaterThanOrEqual(28);
    expect(age, name).toBeLessThanOrEqual(40);
  }

  // A load of its own: what the server kept, not what the app held.
  await page.goto(at(paths.filter));
  await expect(page.getByText('28 - 40')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Women' })).toBeChecked();
  await expect(page.getByRole('slider', { name: 'Minimum age' })).toHaveAttribute('aria-valuenow', '28');
});

test('from Find new people the filter returns there (page marker 2); the grid opens profiles', async ({ page, signedInAs }) => {
  await signedInAs('premium', paths.findNewPeople);
  await expect(page.getByRole('heading', { level: 1, name: 'Find new people' })).toBeVisible();
  const first = page.getByRole('list', { name: 'People near you' }).getByRole('link').first();
  await expect(first).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/\/app\/Filter\?page=2$/);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(endsAt(paths.findNewPeople));

  await first.click();
  await expect(page).toHaveURL(/\/app\/PeopleNear\/PeopleExplore\/[^/?]+\?page=2$/);
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(endsAt(paths.findNewPeople));
});

test('Arabic: the filter and its sliders read right to left', async ({ page, signedInAs }) => {
  await setLanguage(page, 'ar');
  await signedInAs('premium', paths.filter);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const minimum = page.getByRole('slider', { name: 'أدنى عمر' });
  const maximum = page.getByRole('slider', { name: 'أقصى عمر' });
  await expect(minimum).toBeVisible();
  const low = await minimum.boundingBox();
  const high = await maximum.boundingBox();
  // The youngest age sits on the right in Arabic.
  expect(low && high && low.x > high.x).toBe(true);
  await expectNoSeriousA11yViolations(page);
});

test.describe('a regular member', () => {
  test.use({ persona: 'regular', landing: paths.findNewPeople });

  test('Find new people offers Become a Premium Member; change location asks for premium', async ({ page }) => {
    await page.getByRole('button', { name: 'Become a Premium Member' }).click();
    await expect(page.getByRole('dialog', { name: 'Become a Premium Member' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Change Location' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Become a Premium Member' })).toBeVisible();
  });
});

import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

test('signs in with the demo account', async ({ page, signIn }) => {
  await signIn('free@demo.test');
  await expect(page).toHaveURL(/\/web\/app\/PeopleNear$/);
  await expectNoSeriousA11yViolations(page);
});

test('a console error fails the test', async ({ page }) => {

  await page.goto('login');
  await page.evaluate(() => console.error('boom from probe'));
});

test.describe('allowed errors', () => {
  test.use({ allowedConsoleErrors: ['boom from probe'] });
  test('an allowed console error passes', async ({ page }) => {
    await page.goto('login');
    await page.evaluate(() => console.error('boom from probe'));
  });
});

import { paths } from '../../src/shared/routing/paths';
import { at, expect, setLanguage, test } from './fixtures';

for (const persona of ['regular', 'premium'] as const) {
  test.describe(persona, () => {
    test.use({ persona });
    for (const language of ['en', 'ar']) {
      for (const width of [390, 1280]) {
        test(`${persona} ${language} ${width}`, async ({ page }) => {
          await setLanguage(page, language);
          await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
          if (persona === 'regular') {
            await page.goto(at(paths.peopleNear));
            await expect(page.locator('article[data-depth="0"] ul li').first()).toBeVisible({ timeout: 15_000 });
            await page.waitForTimeout(800);
            await page.screenshot({ path: `/tmp/cardplans-deck-${language}-${width}.png` });
          }
          await page.goto(at(paths.premiumPayment));
          await expect(page.getByRole('radiogroup').getByRole('radio').first()).toBeVisible({ timeout: 15_000 });
          await page.getByRole('radiogroup').getByRole('radio').nth(1).click();
          await page.waitForTimeout(800);
          await page.screenshot({ path: `/tmp/cardplans-pay-${persona}-${language}-${width}.png` });
        });
      }
    }
  });
}

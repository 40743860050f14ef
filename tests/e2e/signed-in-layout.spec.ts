import type { Page } from '@playwright/test';
import { paths } from '../../src/shared/routing/paths';
import { at, expect, test } from './fixtures';

/**
 * What a new member met on the signed-in screens, measured at a phone's width and a laptop's, in
 * English and in Arabic (which mirrors the layout): the edit profile's fields stay inside their card.
 */

test.use({ persona: 'regular' });

const WIDTHS = [390, 1280] as const;
const LANGUAGES = ['en', 'ar'] as const;
type Language = (typeof LANGUAGES)[number];

async function openAs(page: Page, baseURL: string | undefined, path: string, language: Language, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.context().addCookies([{ name: 'language', value: language, url: baseURL ?? '' }]);
  await page.goto(at(path));
  await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
}

for (const language of LANGUAGES) {
  for (const width of WIDTHS) {
    test.describe(`${language}, ${width} px wide`, () => {
      test("the edit profile's fields stay inside their card", async ({ page, baseURL }) => {
        await openAs(page, baseURL, paths.editProfile, language, width);
        const form = page.getByRole('main').locator('form');
        const fields = form.locator('input:not([type="radio"]), textarea, button, a');
        await expect(fields.first()).toBeVisible();
        const card = await form.boundingBox();
        if (!card) throw new Error('The form has no box');
        const count = await fields.count();
        expect(count).toBeGreaterThan(5);
        for (let index = 0; index < count; index++) {
          const field = fields.nth(index);
          const box = await field.boundingBox();
          if (!box) continue;
          const what = `${(await field.getAttribute('aria-label')) ?? (await field.evaluate((element) => element.id || element.textContent))} ${JSON.stringify(box)} in ${JSON.stringify(card)}`;
          expect(box.x, `starts inside the card: ${what}`).toBeGreaterThanOrEqual(card.x);
          expect(box.x + box.width, `ends inside the card: ${what}`).toBeLessThanOrEqual(card.x + card.width);
        }
      });
    });
  }
}

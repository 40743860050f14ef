import type { Page } from '@playwright/test';
import arCommon from '../../locales/ar/common.json' with { type: 'json' };
import ar from '../../locales/ar/profile.json' with { type: 'json' };
import enCommon from '../../locales/en/common.json' with { type: 'json' };
import en from '../../locales/en/profile.json' with { type: 'json' };
import { paths } from '../../src/shared/routing/paths';
import { expect, test } from './fixtures';
import { callsAnswered, expectNoSeriousA11yViolations, png, VIEWPORTS } from './helpers';

/**
 * The photo editor as a grid of five places (docs/decisions/003-photo-editor-grid.md). Add into the empty place, make a photo
 * the main one (First Look, by its menu) and see it in place 1, delete one; the first cannot be deleted.
 */

/** A small real PNG, different for each seed (the server refuses the same photo twice), as profile.spec.ts uploads. */
const TEXTS = { en: { ...en.photos, yes: enCommon.yes }, ar: { ...ar.photos, yes: arCommon.yes } } as const;
/** The server's messages, as the fake backend answers them in each language (mocks/messages/translations.ts). */
const SERVER = {
  en: { added: 'Added new photo', deleted: 'Image deleted successfully', firstKept: 'Profile image cannot be deleted' },
  ar: { added: null, deleted: null, firstKept: 'لا يمكن حذف صورة الملف الشخصي' },
} as const;

const fill = (text: string, values: Record<string, number>) => text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

async function photosIn(page: Page): Promise<string[]> {
  const grid = page.getByRole('list', { name: TEXTS.en.grid }).or(page.getByRole('list', { name: TEXTS.ar.grid }));
  return grid.locator('figure img').evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''));
}

for (const language of ['en', 'ar'] as const) {
  test.describe(language, () => {
    test.use({ persona: 'regular', landing: paths.editPhotos, language, viewport: VIEWPORTS[0] });

    // One journey a language: the whole round at each width, the window resized between them.
    test(`adds a photo into the empty place, makes one the main photo, deletes one, never the first (${VIEWPORTS.map(({ width }) => width).join(', ')} px)`, async ({ page, notices }) => {
      test.slow();
      const text = TEXTS[language];
      await expect(page.getByRole('heading', { name: text.title })).toBeVisible();
      const grid = page.getByRole('list', { name: text.grid });
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      for (const [round, viewport] of VIEWPORTS.entries()) {
        await page.setViewportSize(viewport);
        await expect(grid.getByRole('listitem')).toHaveCount(5);
        let photos = await photosIn(page);
        expect(photos.length).toBeGreaterThan(0);
        expect(photos.length).toBeLessThan(5);
        await expect(grid.getByRole('figure').first().getByText(text.main)).toBeVisible();
        // The last round's refusal has gone (it shows for about 2 s), so this round's is its own.
        await expect(page.getByRole('alert').filter({ hasText: SERVER[language].firstKept })).toHaveCount(0);

        // Add into the empty place: the new photo is focused, in the place after the others.
        await page.getByLabel(text.choose).setInputFiles(png(41 + 2 * round + (language === 'en' ? 0 : 1)));
        await page.getByRole('button', { name: text.add }).click();
        const count = photos.length + 1;
        await expect(page.getByText(fill(text.count, { n: count, max: 5 }))).toBeVisible();
        if (SERVER[language].added) await notices.expectShown('status', SERVER[language].added);
        const added = grid.getByRole('figure').nth(count - 1);
        await expect(added).toBeFocused();
        await expect(added).toHaveAttribute('data-fresh', 'true');
        photos = await photosIn(page);
        await expectNoSeriousA11yViolations(page);

        // First Look by the last photo's menu: it moves to place 1, the main photo.
        const last = photos[count - 1] ?? '';
        await page.getByRole('button', { name: fill(text.options, { index: count }) }).click();
        await page.getByRole('menuitem', { name: text.firstLook }).click();
        await expect(grid.getByRole('figure').first().getByRole('img')).toHaveAttribute('src', last);
        await expect(grid.getByRole('figure').first().getByText(text.main)).toBeVisible();
        expect(await photosIn(page)).toEqual([last, ...photos.slice(0, count - 1)]);

        // The first cannot be deleted: the server's refusal, the photos as they were.
        const kept = await photosIn(page);
        await page.getByRole('button', { name: fill(text.options, { index: 1 }) }).click();
        await page.getByRole('menuitem', { name: text.delete }).click();
        await page.getByRole('dialog', { name: text.confirmDelete }).getByRole('button', { name: text.yes }).click();
        await expect(page.getByRole('alert').filter({ hasText: SERVER[language].firstKept })).toBeVisible();
        expect(await photosIn(page)).toEqual(kept);

        // Delete the second: the places close up.
        const before = await photosIn(page);
        await page.getByRole('button', { name: fill(text.options, { index: 2 }) }).click();
        await page.getByRole('menuitem', { name: text.delete }).click();
        await page.getByRole('dialog', { name: text.confirmDelete }).getByRole('button', { name: text.yes }).click();
        await expect(page.getByText(fill(text.count, { n: count - 1, max: 5 }))).toBeVisible();
        if (SERVER[language].deleted) await notices.expectShown('status', SERVER[language].deleted);
        expect(await photosIn(page)).toEqual(before.filter((_, index) => index !== 1));
        await expectNoSeriousA11yViolations(page);
      }
    });
  });
}

test.describe('dragging', () => {
  test.use({ persona: 'regular', landing: paths.editPhotos, viewport: VIEWPORTS[1] });

  test('a photo dropped on the first place becomes the main photo (First Look); dropped elsewhere, nothing moves', async ({ page, notices }) => {
    const grid = page.getByRole('list', { name: TEXTS.en.grid });
    await expect(grid.getByRole('listitem')).toHaveCount(5);
    let photos = await photosIn(page);
    if (photos.length < 3) {
      for (let seed = 60; photos.length < 3; seed += 1) {
        await page.getByLabel(TEXTS.en.choose).setInputFiles(png(seed));
        await page.getByRole('button', { name: TEXTS.en.add }).click();
        await expect(page.getByText(fill(TEXTS.en.count, { n: photos.length + 1, max: 5 }))).toBeVisible();
        photos = await photosIn(page);
      }
    }
    const figures = grid.getByRole('figure');
    const calls = await callsAnswered(page, 'websetfirstlook');
    await figures.nth(2).dragTo(figures.nth(1));
    expect(await photosIn(page)).toEqual(photos);

    await figures.nth(2).dragTo(figures.nth(0));
    await notices.expectShown('status', 'First look updated');
    await expect(figures.first().getByRole('img')).toHaveAttribute('src', photos[2] ?? '');
    expect(await photosIn(page)).toEqual([photos[2], photos[0], photos[1], ...photos.slice(3)]);
    // One call, the drop on place 1: the drop on place 2 asked nothing (the contract has no reorder call).
    expect(await callsAnswered(page, 'websetfirstlook')).toBe(calls + 1);
  });
});

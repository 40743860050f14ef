import { paths } from '../../src/shared/routing/paths';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations, openInApp } from './helpers';

/**
 * Explore's sample people read as nearby (a few km away, not Lisbon or
 * Casablanca), and a tile is never an empty grey box while its illustration is still on its way.
 */
test.use({ persona: 'regular' });

/** The illustrations' files, held back so the tiles are seen as they are before them. */
const ILLUSTRATION = /\/sample-\d[^/]*\.svg(\?.*)?$/;

for (const { language, region, distance } of [
  { language: 'en', region: 'People you could meet', distance: /^\d km away$/ },
  { language: 'ar', region: 'أشخاص قد تلتقي بهم', distance: /^على بعد \d كم$/ },
] as const) {
  test.describe(() => {
    test.use({ language });

    test(`in ${language}, before its illustration comes, every tile shows colour and says how near`, async ({ page }) => {
      // Never answered during the test: what a slow connection shows first. Explore is opened within the app, after
      // the load: a load of Explore itself would wait for every picture asked before its end, and these never come.
      await page.route(ILLUSTRATION, () => undefined);
      await openInApp(page, paths.explore);
      const tiles = page.getByRole('region', { name: region }).getByRole('button');
      await expect(tiles).toHaveCount(8);
      for (const tile of await tiles.all()) {
        // Not the sunken grey of an empty box: the tile's own gradient, under its caption.
        expect(await tile.evaluate((element) => getComputedStyle(element).backgroundImage)).toMatch(/gradient/);
        await expect(tile.getByText(distance)).toBeVisible();
      }
      await expect(page.getByText(/Lisbon|Madrid|Casablanca|Berlin/)).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    });
  });
}

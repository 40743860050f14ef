import { paths } from '../../src/shared/routing/paths';
import { expect, test } from './fixtures';
import { at, expectNoSeriousA11yViolations, setLanguage } from './helpers';

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
]) {
  test(`in ${language}, before its illustration comes, every tile shows colour and says how near`, async ({ page }) => {
    await setLanguage(page, language);
    // Never answered during the test: what a slow connection shows first.
    await page.route(ILLUSTRATION, () => undefined);
    // Not until 'load': the page's load waits for every picture asked before it, and these never come.
    await page.goto(at(paths.explore), { waitUntil: 'commit' });
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
}

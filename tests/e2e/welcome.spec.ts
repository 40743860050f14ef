import type { Locator, Page } from '@playwright/test';
import { paths } from '../../src/shared/routing/paths';
import { expect, test } from './fixtures';
import { at, expectNoSeriousA11yViolations, fakeBackendReady } from './helpers';

/** The welcome page, its carousel and its languages. */

// The carousel's own motion is what these tests judge: the suite's reduced-motion default would stop it.
test.use({ contextOptions: { reducedMotion: 'no-preference' } });

/**
 * The slide shown now, read once: a retrying assertion would wait for a moving carousel to come round to the
 * slide it expects.
 */
function currentSlide(carousel: Locator): Promise<string | null> {
  return carousel.locator('[aria-current="true"]').getAttribute('aria-label');
}

test('the welcome page leads to the mail login, the phone login and the terms', async ({ page }) => {
  await page.goto(at(paths.welcome));
  await expect(page.getByRole('heading', { name: 'Find your people' })).toBeVisible();
  const carousel = page.getByRole('region', { name: 'What Amora offers' });
  await expect(carousel.getByRole('button', { name: 'Show slide 1: Meet people near you' })).toHaveAttribute('aria-current', 'true');
  await expectNoSeriousA11yViolations(page);

  await carousel.getByRole('button', { name: 'Pause the slides' }).click();
  await carousel.getByRole('button', { name: 'Show slide 3: Real people, verified' }).click();
  await expect(carousel.getByRole('button', { name: 'Show slide 3: Real people, verified' })).toHaveAttribute('aria-current', 'true');
  await expect(carousel.getByText('Real people, verified')).toBeInViewport();

  await expect(page.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/web/helpmain');
  await expect(page.getByRole('link', { name: 'Sign in with your phone' })).toHaveAttribute('href', '/web/phonelogin');
  await page.getByRole('link', { name: 'Continue with email' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('the slides move by themselves, and stand still while the pointer is on them', async ({ page }) => {
  // The page's timers on a clock the test can move: standing still is judged over 6 s of the page's time, at once.
  await page.clock.install();
  await page.goto(at(paths.welcome));
  const carousel = page.getByRole('region', { name: 'What Amora offers' });
  const second = carousel.getByRole('button', { name: 'Show slide 2: Like, match and chat' });
  // A slide's 5 s pass at once once the page runs (its fake backend starts after the hydration): had the slides'
  // timer not been set by then, the wait is the page's own, within the bound.
  await fakeBackendReady(page);
  await page.clock.runFor(5000);
  await expect(second).toHaveAttribute('aria-current', 'true', { timeout: 8000 });
  await carousel.hover();
  // More than a slide's 5 s.
  await page.clock.runFor(6000);
  expect(await currentSlide(carousel)).toBe('Show slide 2: Like, match and chat');
});

test('with reduced motion the slides do not move by themselves', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await page.goto(at(paths.welcome));
  const carousel = page.getByRole('region', { name: 'What Amora offers' });
  await expect(carousel.getByRole('button', { name: 'Play the slides' })).toBeVisible();
  // More than a slide's 5 s of the page's time.
  await page.clock.runFor(6000);
  expect(await currentSlide(carousel)).toBe('Show slide 1: Meet people near you');
});

/** Where the brand typeface's Latin and Arabic files stand in the page ('unloaded' until the page draws that script in it). */
function brandTypefaceFiles(page: Page): Promise<{ latin?: FontFaceLoadStatus; arabic?: FontFaceLoadStatus }> {
  return page.evaluate(() => {
    const faces = [...document.fonts].filter((face) => face.family.includes('Rubik'));
    const startingAt = (range: string) => faces.find((face) => face.unicodeRange.toUpperCase().startsWith(range))?.status;
    return { latin: startingAt('U+0-FF'), arabic: startingAt('U+600-6FF') };
  });
}

test('an English page does not fetch the Arabic typeface for the one word العربية; an Arabic page draws in it', async ({ page }) => {
  await page.goto(at(paths.welcome));
  await expect(page.getByRole('radio', { name: 'العربية' })).toBeVisible();
  // The Latin file loads as the page's text is first laid out, the picker's العربية with it.
  await expect.poll(() => brandTypefaceFiles(page)).toMatchObject({ latin: 'loaded' });
  expect((await brandTypefaceFiles(page)).arabic).toBe('unloaded');

  await page.getByRole('radio', { name: 'العربية' }).click();
  await expect(page.getByRole('heading', { name: 'اعثر على أشخاصك' })).toBeVisible();
  await expect.poll(() => brandTypefaceFiles(page)).toMatchObject({ arabic: 'loaded' });
});

test('the welcome page in French, then in Arabic from right to left', async ({ page }) => {
  await page.goto(at(paths.welcome));
  const languages = page.getByRole('radiogroup', { name: 'Language' });
  await languages.getByRole('radio', { name: 'Français' }).click();
  await expect(page.getByRole('heading', { name: 'Trouvez vos personnes' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continuer avec l’e-mail' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('radiogroup').getByRole('radio', { name: 'العربية' }).click();
  await expect(page.getByRole('heading', { name: 'اعثر على أشخاصك' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expectNoSeriousA11yViolations(page);

  // The choice is kept: a reload stays in Arabic.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'اعثر على أشخاصك' })).toBeVisible();
});

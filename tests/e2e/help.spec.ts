import { paths, publicHelpPage } from '../../src/shared/routing/paths';
import { expect, hostileHelpReports, test } from './fixtures';
import { at, expectNoSeriousA11yViolations, mainNav, openInApp, recordLayoutShifts, setLanguage } from './helpers';

/** The help pages, public and signed in, and the sanitized server HTML. */

test('the public help lists the pages, shows the chosen one and the social links', async ({ page }) => {
  await page.goto(at(paths.publicHelp));
  const topics = page.getByRole('navigation', { name: 'Help topics' });
  await expect(topics.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 2, name: 'Terms and Conditions' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Amora on Facebook' })).toHaveAttribute('href', 'https://facebook.com/amora');
  await expect(page.getByRole('link', { name: 'Amora on Twitter' })).toHaveAttribute('href', 'https://twitter.com/amora');
  await expect(page.getByRole('link', { name: 'Amora on Google' })).toHaveAttribute('href', 'https://google.com/search?q=amora');
  await expectNoSeriousA11yViolations(page);
  await topics.getByRole('link', { name: 'Safety Tips' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Safety Tips' })).toBeVisible();
  await expect(page).toHaveURL(/\/helpmain\?id=2$/);
});

test.describe('a hostile help page', () => {
  test.use(hostileHelpReports);

  test('a script in a help page does not run', async ({ page }) => {
    await page.goto(at(publicHelpPage('6')));
    const article = page.getByRole('article');
    await expect(article.getByRole('heading', { name: 'Community Guidelines' })).toBeVisible();
    await expect(article.getByText('Be yourself: no fake profiles.')).toBeVisible();
    const probe = article.locator('img');
    await expect(probe).toHaveCount(1);
    expect(await probe.getAttribute('onerror')).toBeNull();
    await expect(article.locator('script')).toHaveCount(0);
    // The broken image has failed to load and its error event has been dispatched: a handler left in would have run.
    await probe.evaluate(
      (image: HTMLImageElement) =>
        new Promise<void>((resolve) => {
          const afterEvents = () => setTimeout(resolve, 0);
          if (image.complete) afterEvents();
          else image.addEventListener('error', afterEvents, { once: true });
        }),
    );
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  });
});

test('on a small screen the topics fold behind a toggle and the links into Help Links', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(at(paths.publicHelp));
  const toggle = page.getByRole('button', { name: 'Help topics' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('navigation', { name: 'Help topics' })).toBeHidden();
  await toggle.click();
  await page.getByRole('navigation', { name: 'Help topics' }).getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Help topics' })).toBeHidden();

  await page.getByRole('button', { name: 'Help Links' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Amora on Facebook' })).toHaveAttribute('href', 'https://facebook.com/amora');
  await expect(menu.getByRole('menuitem')).toHaveCount(3);
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
});

test('a member reads the help inside the app, one page per path', async ({ page, signIn }) => {
  await signIn('free@demo.test');
  await mainNav(page).getByRole('link', { name: 'Help' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Terms and Conditions' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Help topics' }).getByRole('link', { name: 'Safety Tips' }).click();
  await expect(page).toHaveURL(/\/app\/Help\/2$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Safety Tips' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await openInApp(page, paths.helpPage.to({ id: '99' }));
  await expect(page).toHaveURL(/\/app\/NotFound$/);
});

test('the help pages come in the language of the page, as a real server answers them', async ({ page }) => {
  await setLanguage(page, 'fr');
  await page.goto(at(paths.publicHelp));
  await expect(page.getByRole('heading', { level: 2, name: 'Conditions générales' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Conseils de sécurité' })).toBeVisible();
});

test('on a phone the public help does not move as its parts arrive (no layout shift)', async ({ page }) => {
  // The brand font comes last, as on a slow network (seen once on a loaded machine): it must not move what is shown.
  let releaseFonts = () => {};
  const fontsHeld = new Promise<void>((resolve) => (releaseFonts = resolve));
  await page.route('**/*.woff2', async (route) => {
    await fontsHeld;
    await route.continue();
  });
  // Every shift from the first byte on, kept by an observer set up before the page's own scripts.
  const layoutShifts = await recordLayoutShifts(page);
  await page.setViewportSize({ width: 360, height: 740 });
  // Not until 'load': the page's load waits for its font, held until the text is shown.
  await page.goto(at(paths.publicHelp), { waitUntil: 'commit' });
  // The settled page: the chosen page's text and the Help Links menu (its placeholder is hidden from the accessibility tree).
  await expect(page.getByRole('heading', { level: 2, name: 'Terms and Conditions' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Help Links' })).toBeVisible();
  releaseFonts();
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  expect(await layoutShifts()).toEqual([]);
});

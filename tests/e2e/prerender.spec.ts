import arabicAccount from '../../locales/ar/account.json' with { type: 'json' };
import frenchWelcome from '../../locales/fr/welcome.json' with { type: 'json' };
import arCommon from '../../locales/ar/common.json' with { type: 'json' };
import enCommon from '../../locales/en/common.json' with { type: 'json' };
import frCommon from '../../locales/fr/common.json' with { type: 'json' };
import type { APIRequestContext, Page } from '@playwright/test';
import { paths } from '../../src/shared/routing/paths';
import { expect, test } from './fixtures';
import { at, endsAt, expectSkipLinkFirst, fakeBackendReady, LONG_JOURNEY_MS, recordLayoutShifts, type LayoutShift, SCRIPTS_REFUSED, setLanguage, VIEWPORTS, withoutAppScripts } from './helpers';

/**
 * The landing, /login, /phonelogin and /helpmain come as HTML that paints before any script
 * runs (docs/decisions/002-prerendered-public-pages.md), then hydrate.
 */

const pages = [
  { path: paths.welcome, texts: ['Amora', 'Find your people', 'Dates, friends, study partners or more, close to you.', 'Meet people near you', 'Continue with email', 'Sign in with your phone', 'Terms and Conditions'] },
  { path: paths.login, texts: ['Meet people near you for dates, friends, study partners or more.', 'Signin', 'Signup', 'Welcome back', 'Sign in to see who is near you.', 'Email', 'Password', 'Forgot Password?'] },
  { path: paths.phoneLogin, texts: ['Sign in with your phone', 'We send a code by SMS to check that the number is yours.', 'Phone number', 'Send the code', 'By using our services you are agreeing to Terms and Conditions'] },
  // The help pages themselves come from the server once the app runs.
  { path: paths.publicHelp, texts: ['Amora', 'Sign in'] },
];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, texts } of pages) {
    test(`${path} shows its texts`, async ({ page }) => {
      await page.goto(at(path));
      for (const text of texts) await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
      // One copy in sight, the English one (no script sets the cookie's language).
      await expect(page.getByText(frenchWelcome.heading)).toBeHidden();
    });
  }
});

const LANGUAGES = ['en', 'fr', 'ar'] as const;
const skipLinkNames = { en: enCommon.skipToContent, fr: frCommon.skipToContent, ar: arCommon.skipToContent };

/**
 * The page's HTML as the browser gets it: no inline script nor style attribute (the policy refuses both), and in
 * the app's prerendered screens nothing of the demo (the demo build's notice comes before them, mocks/notice/).
 */
async function expectNoInlineCodeNorDemo(request: APIRequestContext, path: string): Promise<void> {
  const html = await (await request.get(at(path))).text();
  expect(html, path).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>|\sstyle="/);
  const screens = html.slice(html.indexOf('<div id="root">'));
  expect(screens, path).not.toContain('This is a demo');
  expect(screens, path).not.toContain('Demo controls');
}

/** The app's scripts were asked for once the page's first paint was on screen (public/boot.js puts them in place then, or after 3 s on a page that reports no paint). */
async function expectScriptsAfterFirstPaint(page: Page, path: string): Promise<void> {
  const { firstPaint, firstScript } = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    firstScript: Math.min(...performance.getEntriesByType('resource').filter(({ name }) => /\/assets\/[^?]*\.js$/.test(name)).map(({ startTime }) => startTime)),
  }));
  expect(firstPaint, path).toBeGreaterThan(0);
  expect(firstScript, path).toBeGreaterThanOrEqual(Math.min(firstPaint ?? 0, 3_000));
}

test.describe('with JavaScript', () => {
  test('the landing is interactive once hydrated: its login button moves within the app', async ({ page }) => {
    await page.goto(at(paths.welcome));
    await expect(page.locator('#root [inert]')).toHaveCount(0);
    // Kept only if the app routes the click itself, with no new page load.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await page.getByRole('link', { name: 'Continue with email' }).click();
    await expect(page).toHaveURL(endsAt(paths.login));
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    expect(await page.evaluate(() => '__sameDocument' in window)).toBe(true);
  });

  test('the login form works once hydrated: its own check answers, not the browser', async ({ page, notices }) => {
    await page.goto(at(paths.login));
    await page.getByRole('button', { name: 'Signin', exact: true }).click();
    await notices.expectShown('alert', 'Please fill the details');
    await expect(page).toHaveURL(endsAt(paths.login));
  });

  /** Opens the page and judges the layout shifts from its first paint until it is hydrated and settled. */
  async function expectNothingMoves(page: Page, layoutShifts: () => Promise<LayoutShift[]>, path: string, label: string) {
    await page.goto(at(path));
    // Past the screens' first effects and the fake backend's start (its worker in control before the next
    // page, which would otherwise reload itself as it starts: mocks/lib/worker-control.ts), so the page judged
    // is the one that stays.
    await fakeBackendReady(page);
    await expect(page.locator('#root [inert]')).toHaveCount(0);
    // Its fonts in, and two frames drawn since: a shift they caused is reported by then.
    await page.evaluate(async () => {
      await document.fonts.ready;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    });
    expect(await layoutShifts(), label).toEqual([]);
  }

  /*
   * One load of each public page, in en, fr and ar at a phone's width and a laptop's, judges all that page shows
   * once it runs: it hydrates in place, nothing moves from its first paint, and the skip link is its first Tab stop
   * (keyboard.spec.ts has the signed-in screens'). In English also: the HTML as the browser gets it, a text of the
   * hydrated page, and the app's scripts asked for only once the first paint is on screen.
   */
  for (const viewport of VIEWPORTS) {
    test(`each page hydrates in place, nothing moves from its first paint, and its skip link is the first stop (${viewport.width} px)`, async ({ page, request }) => {
      // Twelve page loads (four pages in three languages): 10 s to 12 s on two busy cores.
      test.setTimeout(LONG_JOURNEY_MS);
      await page.setViewportSize(viewport);
      const layoutShifts = await recordLayoutShifts(page);
      for (const language of LANGUAGES) {
        await setLanguage(page, language);
        for (const { path, texts } of pages) {
          const label = `${path} in ${language}`;
          if (language === 'en') await expectNoInlineCodeNorDemo(request, path);
          await expectNothingMoves(page, layoutShifts, path, label);
          if (language === 'en') {
            await expect(page.getByText(texts[1] ?? '', { exact: true }).first()).toBeVisible();
            if (path === paths.welcome || path === paths.login) await expectScriptsAfterFirstPaint(page, path);
          }
          await expectSkipLinkFirst(page, skipLinkNames[language], label);
        }
      }
    });
  }

  test('on a slow device too: a page is drawn once parsed to its end, not half a copy first', async ({ page }) => {
    // Eight times slower: the parser yields mid-page and a frame comes in between (it drew half the login's card).
    const devTools = await page.context().newCDPSession(page);
    await devTools.send('Emulation.setCPUThrottlingRate', { rate: 8 });
    const layoutShifts = await recordLayoutShifts(page);
    for (const { path } of pages.slice(0, 2)) await expectNothingMoves(page, layoutShifts, path, path);
  });

  test('an onboarded member who opens the landing is sent on to /app', async ({ page, signedInAs }) => {
    await signedInAs('regular');
    await page.goto(at(paths.welcome));
    await expect(page).toHaveURL(endsAt(paths.peopleNear));
    await expect(page.getByRole('heading', { name: 'People near you', level: 1 })).toBeVisible();
  });
});

test.describe('before the app runs', () => {
  // Only the page and public/boot.js: the app's scripts never come.
  test.use({ allowedConsoleErrors: [SCRIPTS_REFUSED] });
  test.beforeEach(async ({ page }) => {
    await withoutAppScripts(page);
  });

  test('a French visitor sees the page in French, never in English', async ({ page }) => {
    await setLanguage(page, 'fr');
    await page.goto(at(paths.welcome));
    await expect(page.getByText(frenchWelcome.heading)).toBeVisible();
    await expect(page.getByText('Find your people')).toBeHidden();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });

  test('an Arabic visitor sees the page in Arabic, right to left', async ({ page }) => {
    await setLanguage(page, 'ar');
    await page.goto(at(paths.login));
    await expect(page.getByText(arabicAccount.welcomeBack)).toBeVisible();
    await expect(page.getByText('Welcome back')).toBeHidden();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });
});

import type { Locator, Page } from '@playwright/test';
import arAccount from '../../locales/ar/account.json' with { type: 'json' };
import arDeck from '../../locales/ar/deck.json' with { type: 'json' };
import arDemo from '../../locales/ar/demo.json' with { type: 'json' };
import arPhone from '../../locales/ar/phone.json' with { type: 'json' };
import arShell from '../../locales/ar/shell.json' with { type: 'json' };
import arWelcome from '../../locales/ar/welcome.json' with { type: 'json' };
import enAccount from '../../locales/en/account.json' with { type: 'json' };
import enDeck from '../../locales/en/deck.json' with { type: 'json' };
import enDemo from '../../locales/en/demo.json' with { type: 'json' };
import enPhone from '../../locales/en/phone.json' with { type: 'json' };
import enShell from '../../locales/en/shell.json' with { type: 'json' };
import enWelcome from '../../locales/en/welcome.json' with { type: 'json' };
import frAccount from '../../locales/fr/account.json' with { type: 'json' };
import frDeck from '../../locales/fr/deck.json' with { type: 'json' };
import frDemo from '../../locales/fr/demo.json' with { type: 'json' };
import frPhone from '../../locales/fr/phone.json' with { type: 'json' };
import frShell from '../../locales/fr/shell.json' with { type: 'json' };
import frWelcome from '../../locales/fr/welcome.json' with { type: 'json' };
import { paths } from '../../src/shared/routing/paths';
import { NOTICE_DISMISSED_KEY } from '../../mocks/notice/notice-state';
import { expect, test } from './fixtures';
import { at, expectNoSeriousA11yViolations, fakeBackendReady, LONG_JOURNEY_MS, recordLayoutShifts, SCRIPTS_REFUSED, setLanguage, VIEWPORTS, withoutAppScripts } from './helpers';

/** A first-time visitor sees that the demo's data is made up, and where the Demo controls are. */

test.use({ demoNotice: 'first-visit' });

const notice = (page: Page) => page.getByRole('complementary', { name: 'About this demo' });

test('the notice shows on a first visit, opens the Demo controls, stays dismissed, and ?notice=on brings it back', async ({ page }) => {
  await page.goto(at(paths.login));
  await expect(notice(page)).toContainText('This is a demo: every person and message is made up.');
  await expect(notice(page)).toContainText('free@demo.test');
  await expectNoSeriousA11yViolations(page);

  await notice(page).getByRole('button', { name: 'Open the Demo controls' }).click();
  await expect(page.getByRole('region', { name: 'Demo controls' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Demo controls' })).toBeFocused();
  await expect(notice(page)).toHaveCount(0);

  // Remembered: the next visit starts the fake backend (and the notice's module) without it.
  await page.reload();
  await fakeBackendReady(page);
  expect(await page.evaluate((key) => localStorage.getItem(key), NOTICE_DISMISSED_KEY)).toBe('1');

  await page.goto(`${at(paths.login)}?notice=on`);
  await expect(notice(page)).toBeVisible();
  await notice(page).getByRole('button', { name: 'Got it' }).click();
  await expect(notice(page)).toHaveCount(0);
});

test('the notice speaks the chosen language', async ({ page }) => {
  await setLanguage(page, 'fr');
  await page.goto(at(paths.login));
  await expect(page.getByRole('complementary', { name: 'À propos de cette démo' })).toContainText('toutes les personnes et tous les messages sont inventés');
});

/*
 * The notice takes its own place, a bar above the page that pushes it down, and comes with
 * the first paint. Proved in en, fr and ar, at a phone's width and a laptop's: the controls it could cover
 * are the topmost element at their own centre, and take a click.
 */

const TEXTS = {
  en: { demo: enDemo, account: enAccount, deck: enDeck, phone: enPhone, shell: enShell, welcome: enWelcome },
  fr: { demo: frDemo, account: frAccount, deck: frDeck, phone: frPhone, shell: frShell, welcome: frWelcome },
  ar: { demo: arDemo, account: arAccount, deck: arDeck, phone: arPhone, shell: arShell, welcome: arWelcome },
} as const;
type Language = keyof typeof TEXTS;
const LANGUAGES = Object.keys(TEXTS) as Language[];

/** The link text inside a `<terms>…</terms>` of a translated sentence. */
const termsLink = (sentence: string) => /<terms>(.*)<\/terms>/.exec(sentence)?.[1] ?? sentence;

/** Nothing lies over the control: scrolled to, it is the element at its own centre, and a click would reach it. */
async function expectUncovered(control: Locator, what: string) {
  await control.scrollIntoViewIfNeeded();
  const onTop = await control.evaluate((element) => {
    // A link that wraps is two boxes with a gap between: the centre of its first.
    const box = element.getClientRects()[0] ?? element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && element.contains(hit);
  });
  expect(onTop, `${what}: nothing over it`).toBe(true);
  await control.click({ trial: true, timeout: 5000 });
}

/**
 * The widths a language is judged at, the one its pages load at first: the languages take turns loading at a
 * phone's width and a laptop's, and each page is judged at the other width too, the window resized (the notice
 * and the controls it could cover are laid out by the style sheet, and the shell follows the width as it changes).
 */
const widthsFor = (language: Language) => (LANGUAGES.indexOf(language) % 2 === 0 ? [...VIEWPORTS] : [...VIEWPORTS].reverse());

test.describe('the notice covers nothing', () => {
  test(`on the public pages: the phone sign-in and the Terms links (${VIEWPORTS.map(({ width }) => width).join(', ')} px)`, async ({ page }) => {
    // Nine page loads (three pages in three languages), each judged at two widths: 12 s to 19 s on two busy cores.
    test.setTimeout(LONG_JOURNEY_MS);
    for (const language of LANGUAGES) {
      const texts = TEXTS[language];
      const [loadedAt = VIEWPORTS[0], ...resizedTo] = widthsFor(language);
      await setLanguage(page, language);
      const pages = [
        { path: paths.login, control: page.getByRole('link', { name: texts.account.phoneLogin }) },
        { path: paths.phoneLogin, control: page.getByRole('link', { name: termsLink(texts.phone.terms) }) },
        { path: paths.welcome, control: page.getByRole('link', { name: termsLink(texts.welcome.terms) }) },
      ];
      for (const { path, control } of pages) {
        await page.setViewportSize(loadedAt);
        await page.goto(at(path));
        for (const viewport of [loadedAt, ...resizedTo]) {
          await page.setViewportSize(viewport);
          await expect(page.getByRole('complementary', { name: texts.demo.notice.label })).toBeVisible();
          await expect(page.locator('#root [inert]')).toHaveCount(0);
          await expectUncovered(control, `${path} in ${language} at ${viewport.width} px`);
        }
        // Its worker in control before the next page, which would otherwise reload itself as it starts (mocks/lib/worker-control.ts).
        await fakeBackendReady(page);
      }
    }
  });

  test.describe(() => {
    // The deck's buttons take a press once its cards are in: its opening wait is not what is judged here.
    test.use({ deckWait: 'skipped' });

    test(`on the signed-in screens: the deck's buttons and the sidebar's Logout (${VIEWPORTS.map(({ width }) => width).join(', ')} px)`, async ({ page, signedInAs }) => {
      // Three languages, each a load and the notice's three places at two widths: 11 s to 16 s on two busy cores.
      test.setTimeout(LONG_JOURNEY_MS);
      // The sign-in's own load is People Near in English, the first language's page.
      await page.setViewportSize(widthsFor('en')[0] ?? VIEWPORTS[0]);
      await signedInAs('premium');
      for (const language of LANGUAGES) {
        const texts = TEXTS[language];
        const [loadedAt = VIEWPORTS[0], ...resizedTo] = widthsFor(language);
        if (language !== 'en') {
          await setLanguage(page, language);
          await page.setViewportSize(loadedAt);
          await page.goto(at(paths.peopleNear));
        }
        for (const viewport of [loadedAt, ...resizedTo]) {
          await page.setViewportSize(viewport);
          const where = `in ${language} at ${viewport.width} px`;
          await expect(page.getByRole('complementary', { name: texts.demo.notice.label })).toBeVisible();
          for (const name of [texts.deck.actions.rewind, texts.deck.actions.nope, texts.deck.actions.superLike]) {
            await expectUncovered(page.getByRole('button', { name, exact: true }), `${name} ${where}`);
          }
          // The sidebar is there on a laptop; a phone has the menu's drawer, which comes over everything.
          if (viewport.width > 860) await expectUncovered(page.getByRole('button', { name: texts.shell.logout }), `Logout ${where}`);
        }
      }
    });
  });
});

test.describe('the notice comes with the first paint', () => {
  // Only the pages and their plain files: the app's scripts (and with them the fake backend) never come.
  test.use({ allowedConsoleErrors: [SCRIPTS_REFUSED] });

  test('it is in the page before any script of the app has run, prerendered page or not', async ({ page }) => {
    await withoutAppScripts(page);
    for (const path of [paths.login, paths.peopleNear]) {
      await page.goto(at(path));
      await expect(notice(page), path).toContainText('This is a demo: every person and message is made up.');
      await expect(notice(page).getByRole('button', { name: 'Got it' }), path).toBeVisible();
    }
    // Its buttons work already: dismissed, it stays away on the next page.
    await notice(page).getByRole('button', { name: 'Got it' }).click();
    await expect(notice(page)).toHaveCount(0);
    await page.goto(at(paths.login));
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expect(notice(page)).toBeHidden();
  });

  for (const viewport of VIEWPORTS) {
    test(`nothing moves from the first paint to the started app (${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const layoutShifts = await recordLayoutShifts(page);
      await page.goto(at(paths.login));
      await expect(notice(page)).toBeVisible();
      await expect(page.locator('#root [inert]')).toHaveCount(0);
      await fakeBackendReady(page);
      // Two frames past the start: any shift it caused is reported by then.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await layoutShifts()).toEqual([]);
    });
  }
});

import arDeck from '../../locales/ar/deck.json' with { type: 'json' };
import enDeck from '../../locales/en/deck.json' with { type: 'json' };
import frDeck from '../../locales/fr/deck.json' with { type: 'json' };
import arFindPeople from '../../locales/ar/findPeople.json' with { type: 'json' };
import arLists from '../../locales/ar/lists.json' with { type: 'json' };
import arMessages from '../../locales/ar/messages.json' with { type: 'json' };
import arProfile from '../../locales/ar/profile.json' with { type: 'json' };
import arProfileView from '../../locales/ar/profileView.json' with { type: 'json' };
import enProfileView from '../../locales/en/profileView.json' with { type: 'json' };
import frProfileView from '../../locales/fr/profileView.json' with { type: 'json' };
import arSettings from '../../locales/ar/settings.json' with { type: 'json' };
import enSettings from '../../locales/en/settings.json' with { type: 'json' };
import frSettings from '../../locales/fr/settings.json' with { type: 'json' };
import arShell from '../../locales/ar/shell.json' with { type: 'json' };
import enShell from '../../locales/en/shell.json' with { type: 'json' };
import frShell from '../../locales/fr/shell.json' with { type: 'json' };
import enLists from '../../locales/en/lists.json' with { type: 'json' };
import type { Locator, Page } from '@playwright/test';
import { paths } from '../../src/shared/routing/paths';
import { expect, test } from './fixtures';
import { at, callInPage, fakeBackendReady, openInApp, setLanguage } from './helpers';

// What comes after the deck's 2 s opening wait is judged here, not the wait itself (fixtures.ts: deckWait).
test.use({ deckWait: 'skipped' });

/**
 * What a reviewer saw on a tour of the signed-in screens (issue 51, items 1, 2, 3, 9 and 10), at a phone's
 * width and a laptop's, in English, French and Arabic: a member's own text keeps its direction and its
 * start in an Arabic page, the profile's actions stay above the phone's tab bar, the deck's card keeps its
 * interests' count in sight, the tab bar's names stay inside it, and the polish (the ad's width, focus
 * rings for the keyboard only, a quiet deactivation, people on the welcome pages).
 */

type Language = 'en' | 'fr' | 'ar';
const LANGUAGES: Language[] = ['en', 'fr', 'ar'];
const WIDTHS = [390, 1280, 1440] as const;
const PHONE = 390;

const texts = {
  profileView: { en: enProfileView, fr: frProfileView, ar: arProfileView },
  settings: { en: enSettings, fr: frSettings, ar: arSettings },
  shell: { en: enShell, fr: frShell, ar: arShell },
  deck: { en: enDeck, fr: frDeck, ar: arDeck },
};

async function openAs(page: Page, path: string, language: Language, width: number, height = 844) {
  await page.setViewportSize({ width, height });
  await setLanguage(page, language);
  await page.goto(at(path));
  await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
}

/** The fixture's `signedInAs`, as this file uses it. */
type SignedInAs = (persona: 'regular', landing?: string) => Promise<void>;

/** As `openAs`, for the demo's regular member: signed in by the one load of `path` (no load of the deck before). */
async function signedInAt(page: Page, signedInAs: SignedInAs, path: string, language: Language, width: number) {
  await page.setViewportSize({ width, height: 844 });
  await setLanguage(page, language);
  await signedInAs('regular', path);
  await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
}

/** The first person of the deck: a profile with a place, a job, a company, a school, a bio and interests. */
async function firstOfDeck(page: Page): Promise<{ user_id: string; user_name: string }> {
  const deck = await callInPage<{ peoples: { user_id: string; user_name: string }[] }>(page, 'webgetpeople', { timestamp: String(Date.now()), limit: '20' });
  const first = deck.peoples[0];
  if (!first) throw new Error('The deck listed nobody for the demo member');
  return first;
}

interface StartSeen {
  text: string;
  direction: string;
  first: { left: number; right: number };
  clip: { left: number; right: number };
}

/**
 * Where the first letter of `start` falls inside `element`'s text, against the box that clips it (the
 * nearest ancestor, or itself, that hides its overflow): a text cut at its start has its first letter
 * outside that box.
 */
async function startOf(element: Locator, start: string): Promise<StartSeen> {
  return element.evaluate((root, wanted) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const index = node.textContent?.indexOf(wanted) ?? -1;
      if (index < 0) continue;
      const range = document.createRange();
      range.setStart(node, index);
      range.setEnd(node, index + 1);
      const first = range.getBoundingClientRect();
      let clip = node.parentElement;
      while (clip && clip !== root.parentElement && getComputedStyle(clip).overflowX === 'visible') clip = clip.parentElement;
      const box = (clip ?? root).getBoundingClientRect();
      return {
        text: node.textContent ?? '',
        direction: getComputedStyle(node.parentElement ?? root).direction,
        first: { left: first.left, right: first.right },
        clip: { left: box.left, right: box.right },
      };
    }
    throw new Error(`"${wanted}" is not in ${root.textContent ?? ''}`);
  }, start);
}

/** A member's Latin text in the Arabic page: in its own direction, its first letter in sight. */
async function expectStartShown(element: Locator, start: string, where: string) {
  const seen = await startOf(element, start);
  const what = `${where}: ${JSON.stringify(seen)}`;
  expect(seen.direction, `reads in its own direction, ${what}`).toBe('ltr');
  expect(seen.first.left, `its first letter in sight, ${what}`).toBeGreaterThanOrEqual(seen.clip.left - 0.5);
  expect(seen.first.right, `its first letter in sight, ${what}`).toBeLessThanOrEqual(seen.clip.right + 0.5);
}

test.describe('1. a member’s Latin text in Arabic keeps its direction and its start', () => {
  test(`${WIDTHS.join(', ')} px: places, messages and the job are cut at their own end`, async ({ page, signedInAs }) => {
    // One load, the sign-in's; the other screens, and the same screens at the next width (the window resized), by
    // the app's own navigation.
    await signedInAt(page, signedInAs, paths.findNewPeople, 'ar', WIDTHS[0]);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 844 });
      await openInApp(page, paths.findNewPeople);
      const grid = page.getByRole('list', { name: arFindPeople.people });
      const firstPlace = grid.getByRole('listitem').first().getByText(/France$/);
      await expect(firstPlace).toBeVisible();
      await expectStartShown(firstPlace, (await firstPlace.textContent())?.slice(0, 3) ?? '', 'Find new people');

      await openInApp(page, paths.matches);
      const matches = page.getByRole('list', { name: arLists.matches.title });
      const matchPlace = matches.getByText(/France$/).first();
      await expect(matchPlace).toBeVisible();
      await expectStartShown(matchPlace, (await matchPlace.textContent())?.slice(0, 3) ?? '', 'Matches');

      await openInApp(page, paths.messages);
      const preview = page.getByRole('list', { name: arMessages.listLabel }).getByText('Great photo! Which market is it?');
      await expect(preview).toBeVisible();
      await expectStartShown(preview, 'Great', 'a message preview');

      await openInApp(page, paths.editProfile);
      const job = page.getByLabel(arProfile.edit.job, { exact: true });
      await expect(job).not.toHaveValue('');
      const jobText = await job.inputValue();
      // What the member types keeps its own direction: an English bio ends with its full stop, on the right.
      const bio = page.getByLabel(arProfile.edit.bio, { exact: true });
      await bio.fill('Dog person. Cat tolerant.');
      expect(await bio.evaluate((field) => getComputedStyle(field).direction)).toBe('ltr');
      expect(await job.evaluate((field) => getComputedStyle(field).direction)).toBe('ltr');

      await openInApp(page, paths.profile);
      const basicInfo = page.getByRole('link', { name: new RegExp(arProfile.basicInfo) });
      await expect(basicInfo).toBeVisible();
      await expectStartShown(basicInfo, jobText.slice(0, 3), "the profile's job");
    }
  });
});

test.describe("2 and 3. someone's profile", () => {
  // One journey a language: the profile's facts at a phone's width, then (Arabic) its values by their labels at each
  // width, the window resized on the one loaded profile (its layout is the style sheet's, nothing loads anew).
  for (const language of LANGUAGES) {
    const widths = language === 'ar' ? ` and ${WIDTHS.join(', ')} px: each value sits by its label, not at the far edge` : '';
    test(`${language}, on a phone: Dislike, Super Like and Like with their names above the tab bar${widths}`, async ({ page, signedInAs }) => {
      await signedInAs('regular');
      const person = await firstOfDeck(page);
      await openAs(page, paths.peopleExplore.to({ userId: person.user_id }), language, PHONE);
      await test.step('the buttons and their names above the tab bar', () => expectActionsAboveTabBar(page, language));
      if (language !== 'ar') return;
      for (const width of WIDTHS) {
        await test.step(`${width} px: each value by its label`, async () => {
          await page.setViewportSize({ width, height: 844 });
          await expectValuesByLabels(page, person.user_name);
        });
      }
    });
  }
});

async function expectActionsAboveTabBar(page: Page, language: Language) {
  const words = texts.profileView[language];
  const tabBar = page.getByRole('navigation', { name: texts.shell[language].tabBarLabel });
  const bar = await tabBar.boundingBox();
  if (!bar) throw new Error('no tab bar on a phone');
  for (const name of [words.dislike, words.superLike, words.like]) {
    const button = page.getByRole('button', { name, exact: true });
    await expect(button).toBeVisible();
    const caption = page.getByText(name, { exact: true });
    for (const [what, box] of [
      ['button', await button.boundingBox()],
      ['name', await caption.boundingBox()],
    ] as const) {
      if (!box) throw new Error(`${name}: no ${what}`);
      expect(box.y + box.height, `${name}'s ${what} ends above the tab bar`).toBeLessThanOrEqual(bar.y);
    }
  }
}

/** In Arabic: each value's text ends beside its label, and the bio lines up with its heading. */
async function expectValuesByLabels(page: Page, userName: string) {
  const words = texts.profileView.ar;
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(userName) })).toBeVisible();
  for (const label of [words.livesIn, words.job, words.company, words.school]) {
    const term = page.getByRole('term').filter({ hasText: label });
    const value = term.locator('xpath=following-sibling::dd[1]');
    await expect(value).toBeVisible();
    const [labelEnd, valueEnd] = await Promise.all([term, value].map((element) => textEdge(element)));
    // Both end on the right in Arabic: the value's text beside its label, not 450 px to the left.
    expect(Math.abs((labelEnd ?? 0) - (valueEnd ?? 0)), `${label}'s value by its label`).toBeLessThanOrEqual(2);
  }
  const bio = page.getByRole('region', { name: words.about }).getByRole('paragraph');
  const about = page.getByRole('heading', { name: words.about });
  const [headingEnd, bioEnd] = await Promise.all([about, bio].map((element) => textEdge(element)));
  expect(Math.abs((headingEnd ?? 0) - (bioEnd ?? 0)), 'the bio lines up with its heading').toBeLessThanOrEqual(2);
}

/** The right edge of the ink of an element's text (its widest line). */
async function textEdge(element: Locator): Promise<number> {
  return element.evaluate((root) => {
    const range = document.createRange();
    range.selectNodeContents(root);
    return Math.max(...[...range.getClientRects()].map((rect) => rect.right));
  });
}

test.describe("2. the phone's deck", () => {
  test.use({ hasTouch: true, isMobile: true });

  for (const language of LANGUAGES) {
    test(`${language}: no keyboard shortcuts on a touch screen; the card's interests end with their count in sight`, async ({ page, signedInAs }) => {
      await signedInAt(page, signedInAs, paths.peopleNear, language, PHONE);
      await expectInterestCount(page, language);
      await expect(page.getByRole('switch', { name: texts.deck[language].shortcuts.label })).toHaveCount(0);
    });
  }
});

/** The top card's interests: one row, and the count of those left out ("+N") inside it, in sight. */
async function expectInterestCount(page: Page, language: Language) {
  const interests = page.getByRole('list', { name: texts.deck[language].card.interests }).first();
  await expect(interests).toBeVisible();
  const count = interests.getByRole('listitem').filter({ hasText: /^\+\d+$/ });
  await expect(count).toBeVisible();
  const [row, countBox] = await Promise.all([interests.boundingBox(), count.boundingBox()]);
  if (!row || !countBox) throw new Error('no interests row');
  expect(countBox.x, 'the count starts inside the row').toBeGreaterThanOrEqual(row.x - 0.5);
  expect(countBox.x + countBox.width, 'the count ends inside the row').toBeLessThanOrEqual(row.x + row.width + 0.5);
  expect(countBox.y + countBox.height, 'the count on the row, not on a hidden second one').toBeLessThanOrEqual(row.y + row.height + 0.5);
  // Every chip shown is whole: none cut to "Ga…".
  const cut = await interests.getByRole('listitem').evaluateAll((chips) => chips.filter((chip) => chip.checkVisibility({ visibilityProperty: true }) && chip.scrollWidth > chip.clientWidth + 1).length);
  expect(cut, 'no chip shown cut').toBe(0);
}

async function expectAdInsideDeck(page: Page, language: Language) {
  const ad = page.getByRole('complementary', { name: texts.deck[language].ads.label });
  await expect(ad).toBeVisible();
  // The top card: the article named after its person.
  const card = page.getByRole('main').getByRole('article').filter({ has: page.getByRole('list', { name: texts.deck[language].card.interests }) }).first();
  await expect(card).toBeVisible();
  const [adBox, cardBox] = await Promise.all([ad.boundingBox(), card.boundingBox()]);
  if (!adBox || !cardBox) throw new Error('no ad or no card');
  expect(adBox.width, 'the ad as wide as the deck at most').toBeLessThanOrEqual(cardBox.width + 0.5);
  expect(adBox.x, "the ad inside the deck's column").toBeGreaterThanOrEqual(cardBox.x - 0.5);
}

/**
 * Items 9 and 10 on the regular member's screens, one journey a language, the window resized rather than the
 * screens loaded anew (their layout is the style sheet's): the phone's tab bar on the deck, the deck at a laptop's
 * widths, then Settings by the app's own navigation. In English it also holds the ad's width on a phone and the
 * focus rings (a tap on the tab bar, a click and a key on the matches' tabs).
 */
for (const language of LANGUAGES) {
  test(`${language}: the tab bar's names inside it, the deck's interests and ad at 1280 and 1440 px, Deactivate account a quiet line at ${WIDTHS.join(', ')} px`, async ({ page, signedInAs }) => {
    await signedInAt(page, signedInAs, paths.peopleNear, language, PHONE);
    await test.step("item 9: every name inside the phone's tab bar, with room under it", () => expectTabNamesInside(page, language));
    if (language === 'en') {
      await test.step('item 10: on a phone too, the ad is no wider than the deck', () => expectAdInsideDeck(page, 'en'));
      await test.step("item 10: a place chosen in the phone's tab bar with a tap shows no focus ring", async () => {
        const likes = page.getByRole('navigation', { name: enShell.tabBarLabel }).getByRole('link', { name: /^Likes/ });
        await likes.click();
        await expect(likes).toHaveAttribute('aria-current', 'page');
        const ring = await page.evaluate(() => {
          const focused = document.activeElement;
          return focused && focused !== document.body ? getComputedStyle(focused).outlineStyle : 'none';
        });
        expect(ring, 'no ring after a tap').toBe('none');
        await openInApp(page, paths.peopleNear);
      });
    }
    for (const width of [1280, 1440]) {
      await test.step(`the deck at ${width} px: the interests' count in sight, the ad no wider than the deck`, async () => {
        await page.setViewportSize({ width, height: 844 });
        await expectInterestCount(page, language);
        // A mouse and a keyboard: the shortcuts' switch is there.
        await expect(page.getByRole('switch', { name: texts.deck[language].shortcuts.label })).toBeVisible();
        await expectAdInsideDeck(page, language);
      });
    }
    if (language === 'en') {
      await test.step('item 10: a tab chosen with the mouse shows no focus ring; with the keyboard it does', async () => {
        await page.setViewportSize({ width: 1280, height: 844 });
        await openInApp(page, paths.matches);
        const online = page.getByRole('tab', { name: enLists.matches.filter.online });
        await online.click();
        await expect(online).toHaveAttribute('aria-selected', 'true');
        expect(await online.evaluate((tab) => getComputedStyle(tab).outlineStyle), 'no ring after a click').toBe('none');
        await page.keyboard.press('ArrowLeft');
        const all = page.getByRole('tab', { name: enLists.matches.filter.all });
        await expect(all).toBeFocused();
        expect(await all.evaluate((tab) => getComputedStyle(tab).outlineStyle), 'a ring for the keyboard').not.toBe('none');
      });
    }
    await openInApp(page, paths.settings);
    for (const width of WIDTHS) {
      await test.step(`item 10, Settings at ${width} px: Deactivate account is a quiet line, not a red button`, async () => {
        await page.setViewportSize({ width, height: 844 });
        const deactivate = page.getByRole('button', { name: texts.settings[language].deactivate, exact: true });
        await expect(deactivate).toBeVisible();
        const look = await deactivate.evaluate((button) => {
          const style = getComputedStyle(button);
          return { background: style.backgroundColor, lineHeight: Number.parseFloat(style.lineHeight), height: button.getBoundingClientRect().height, rows: button.getClientRects().length };
        });
        expect(look.background, 'no filled background').toBe('rgba(0, 0, 0, 0)');
        // One line: a 44 px button holds one line of text, not two.
        expect(look.height, `one line: ${JSON.stringify(look)}`).toBeLessThanOrEqual(46);
      });
    }
  });
}

async function expectTabNamesInside(page: Page, language: Language) {
  const bar = page.getByRole('navigation', { name: texts.shell[language].tabBarLabel });
  await expect(bar).toBeVisible();
  const barBox = await bar.boundingBox();
  if (!barBox) throw new Error('no tab bar');
  const labels = await bar.getByRole('link').evaluateAll((links) =>
    links.map((link) => {
      const label = link.lastElementChild as HTMLElement;
      const range = document.createRange();
      range.selectNodeContents(label);
      const lines = [...range.getClientRects()];
      return { text: label.textContent, bottom: Math.max(...lines.map((line) => line.bottom)), clipped: label.scrollHeight > label.clientHeight + 1 };
    }),
  );
  for (const label of labels) {
    expect(label.clipped, `${label.text}: no line cut off`).toBe(false);
    expect(label.bottom, `${label.text}: clear of the bar's edge`).toBeLessThanOrEqual(barBox.y + barBox.height - 3);
  }
}

test.describe('10. people on the welcome pages', () => {
  // One journey a language: each page loaded once, then judged at each width (the faces shown are the style
  // sheet's choice, an image shown at a wider width loads as it comes into view, which the poll waits for).
  for (const language of LANGUAGES) {
    test(`${language}, ${WIDTHS.join(', ')} px: the landing and the login show faces`, async ({ page }) => {
      for (const path of [paths.welcome, paths.login]) {
        await openAs(page, path, language, PHONE);
        for (const width of WIDTHS) {
          await test.step(`${path}, ${width} px`, async () => {
            await page.setViewportSize({ width, height: 844 });
            await expectFacesBesideForm(page, path, width);
          });
        }
        // Its worker in control before the next page, which would otherwise reload itself as it starts (mocks/lib/worker-control.ts).
        await fakeBackendReady(page);
      }
    });
  }
});

async function expectFacesBesideForm(page: Page, path: string, width: number) {
  const faces = page.getByTestId('welcome-faces').locator('img');
  const shown = width === PHONE ? 4 : 3;
  await expect
    .poll(() => faces.evaluateAll((images) => images.filter((image) => image.checkVisibility() && (image as HTMLImageElement).naturalWidth > 0).length), { message: `${path}: faces drawn` })
    .toBe(shown);
  // Inside the page's width, and none over the form.
  const boxes = await faces.evaluateAll((images) => images.filter((image) => image.checkVisibility()).map((image) => image.getBoundingClientRect().toJSON() as DOMRect));
  const form = await page.getByRole('main').boundingBox();
  for (const box of boxes) {
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    if (form && width > PHONE) expect(box.x + box.width <= form.x || box.x >= form.x + form.width, `${path}: a face beside the form`).toBe(true);
  }
}

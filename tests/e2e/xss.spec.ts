import type { Page } from '@playwright/test';
import { paths, publicHelpPage } from '../../src/shared/routing/paths';
import type { PlantedInput } from '../../mocks/scenarios/hostile-input';
import { expect, hostileHelpReports, test } from './fixtures';
import { fakeBackendReady, openInApp } from './helpers';
import { XSS_PAYLOAD_COUNT, XSS_TEXTS, XSS_URLS } from './xss-corpus';

/**
 * The XSS corpus in every text and URL a member or the server
 * controls, and every screen that shows them visited: nothing runs, and no
 * src or href holds a URL that could run or open a document.
 */

declare global {
  interface Window {
    /** What the corpus's payloads call when they run: their numbers, in order, and any assignment to __xss. */
    __xssHits?: string[];
  }
}

/**
 * Before any script of the page, in every frame: window.__xss(n) records n,
 * an assignment to window.__xss (the seeded help page's older probe) records
 * too, and so do alert, confirm and prompt.
 */
function recordExecutions() {
  if (window.__xssHits) return;
  const hits: string[] = [];
  const record = (what: unknown) => {
    hits.push(String(what));
  };
  Object.defineProperty(window, '__xssHits', { value: hits });
  Object.defineProperty(window, '__xss', { get: () => record, set: (value: unknown) => record(`assigned ${String(value)}`) });
  for (const name of ['alert', 'confirm', 'prompt'] as const) {
    Object.defineProperty(window, name, { value: (message: unknown) => record(`${name} ${String(message)}`) });
  }
}

async function executions(page: Page): Promise<string[]> {
  const frames = await Promise.all(page.frames().map((frame) => frame.evaluate(() => [...(window.__xssHits ?? [])]).catch(() => [])));
  return frames.flat();
}

/**
 * Every URL in the page's src, href and their kin that the browser could run
 * or open as a document: anything but http(s), blob: and raster data: images.
 * React 19's stand-in for a javascript: URL counts too (a link that throws).
 */
async function unsafeUrls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const attributes = ['src', 'href', 'xlink:href', 'action', 'formaction', 'data', 'poster', 'srcset', 'background'];
    const found: string[] = [];
    for (const element of document.querySelectorAll('*')) {
      for (const attribute of attributes) {
        const value = element.getAttribute(attribute);
        if (value === null) continue;
        let url: URL | undefined;
        try {
          url = new URL(value, document.baseURI);
        } catch {
          continue;
        }
        const raster = url.protocol === 'data:' && /^data:image\/(png|jpe?g|gif|webp|avif)[;,]/i.test(url.href);
        if (!['http:', 'https:', 'blob:'].includes(url.protocol) && !raster && !(url.protocol === 'mailto:' && attribute === 'href')) {
          found.push(`<${element.tagName.toLowerCase()} ${attribute}="${value}">`);
        }
      }
    }
    return found;
  });
}

/** How many of the corpus's texts the page shows, and how many times in all. */
async function textsShown(page: Page): Promise<{ distinct: number; times: number }> {
  const shown = await page.evaluate(() => document.body.innerText);
  const counts = XSS_TEXTS.map((text) => shown.split(text).length - 1);
  return { distinct: counts.filter((count) => count > 0).length, times: counts.reduce((sum, count) => sum + count, 0) };
}

interface Visit {
  screen: string;
  path: string;
  /** A planted text the screen shows once it has its data. */
  shows: string;
  /** Where it shows: the screen's main area unless told (the sidebar is the complementary one). */
  within?: 'main' | 'complementary';
  /** After it shows: open what the screen keeps behind a click (the app of the day's dialog). */
  then?: (page: Page) => Promise<void>;
}

/** The screens that show the member's and the server's texts, with a text each must show. */
function screens(planted: PlantedInput): Visit[] {
  const text = (index: number) => XSS_TEXTS[index % XSS_TEXTS.length] as string;
  const person = planted.people[0] ?? '';
  return [
    { screen: 'sidebar', path: paths.peopleNear, shows: text(0), within: 'complementary' },
    { screen: 'deck', path: paths.peopleNear, shows: text(0) },
    { screen: 'profile view', path: paths.visitorProfile.to({ userId: person }), shows: text(1) },
    { screen: 'visitors', path: paths.visitors, shows: text(0) },
    { screen: 'likes', path: paths.likes, shows: text(0) },
    { screen: 'super likes', path: paths.superLikes, shows: text(1) },
    { screen: 'matches', path: paths.matches, shows: text(2) },
    { screen: 'match profile', path: paths.matchProfile.to({ userId: planted.partnerId }), shows: text(3) },
    { screen: 'own profile', path: paths.profile, shows: text(0) },
    {
      screen: 'chat list and app of the day',
      path: paths.messages,
      shows: text(2),
      then: async (page) => {
        await page.getByRole('button', { name: /App of the day/ }).click();
        await expect(page.getByRole('dialog').getByText(text(0)).first()).toBeVisible();
      },
    },
    { screen: 'chat', path: paths.chat.to({ receiverId: planted.partnerId, chatId: planted.chatId }), shows: text(XSS_TEXTS.length - 1) },
    { screen: 'feeds', path: paths.feeds, shows: text(0) },
    // The help page's HTML: a planted link's text, its href gone through the sanitizer.
    { screen: 'help', path: paths.helpPage.to({ id: planted.helpPageId }), shows: 'click me' },
    { screen: 'public help', path: publicHelpPage(planted.helpPageId), shows: 'click me' },
  ];
}

test.use({ persona: 'premium' });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(recordExecutions);
  // The persona signed in before this hook: the page already open records from now on.
  await page.evaluate(recordExecutions);
  page.on('dialog', (dialog) => void dialog.dismiss());
});

async function plant(page: Page): Promise<PlantedInput> {
  await fakeBackendReady(page);
  const planted = await page.evaluate((input) => window.__amora?.plantHostileInput(input), { texts: [...XSS_TEXTS], urls: [...XSS_URLS] });
  if (!planted) throw new Error('The fake backend has no controls on this page');
  // A fresh start on the planted data (it was saved to localStorage), with nothing cached from before.
  await page.reload();
  await fakeBackendReady(page);
  return planted;
}

test.describe('the control', () => {
  // What the browser itself says about the raw corpus (a javascript: base or refresh, an unknown scheme).
  // One pattern: Playwright would read a list of two as a value and its options.
  test.use({ allowedConsoleErrors: [/'javascript' URLs may not be used as base URLs|Refused to refresh .* to a javascript: URL|ERR_UNKNOWN_URL_SCHEME/] });
  // Without the Content-Security-Policy, which would refuse the raw corpus's handlers itself: the
  // control proves the marker, and the screens' test below holds without the policy's help too.
  test.use({ bypassCSP: true });

  test('the marker fires when the corpus is injected raw: the check below can fail', async ({ page }) => {
    // The corpus set as HTML (as a careless dangerouslySetInnerHTML would) and its javascript: URLs followed as links.
    await page.evaluate(
      ({ texts, urls }) => {
        const box = document.createElement('div');
        document.body.append(box);
        for (const text of texts) box.insertAdjacentHTML('beforeend', text);
        for (const url of urls) {
          const link = document.createElement('a');
          link.href = url;
          box.append(link);
          if (/^\s*java\s*script:/i.test(url)) link.click();
        }
      },
      { texts: [...XSS_TEXTS], urls: [...XSS_URLS] },
    );
    // The handlers run as the injected elements' loads fail and their events fire.
    await expect.poll(() => executions(page)).toEqual(expect.arrayContaining(['10', '13', '41', '42', '43']));
    const fired = [...new Set(await executions(page))];
    console.log(`XSS control: ${fired.length} of ${XSS_PAYLOAD_COUNT} payloads ran when injected raw (${fired.join(', ')})`);
  });
});

test.describe('the screens', () => {
  // The planted help page is hostile HTML: its sanitizing is reported by the policy, nothing runs.
  test.use(hostileHelpReports);

  test('the corpus in every name, text and URL runs nothing on any screen', async ({ page }) => {
    const planted = await plant(page);
    let times = 0;
    const unsafe: string[] = [];
    const visits = screens(planted);
    for (const visit of visits) {
      await openInApp(page, visit.path);
      await expect(page.getByRole(visit.within ?? 'main').getByText(visit.shows, { exact: false }).first(), visit.screen).toBeVisible();
      await visit.then?.(page);
      // Judge once the screen's eager images have loaded or failed: an onerror would have fired by then.
      await page.waitForFunction(() => [...document.images].filter((image) => image.loading !== 'lazy').every((image) => image.complete));
      times += (await textsShown(page)).times;
      unsafe.push(...(await unsafeUrls(page)).map((url) => `${visit.screen}: ${url}`));
      expect(await executions(page), `ran on ${visit.screen}`).toEqual([]);
    }
    const ran = await executions(page);
    console.log(`XSS: ${XSS_PAYLOAD_COUNT} payloads in ${planted.places} places, ${ran.length} executed`);
    console.log(`XSS: ${visits.length} screens visited, the corpus's texts shown ${times} times as text, ${unsafe.length} unsafe URLs in src/href`);
    expect(ran).toEqual([]);
    expect(unsafe).toEqual([]);
  });
});

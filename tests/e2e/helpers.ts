import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { SLOW_LATENCY_MS } from '../../mocks/controls/latency';
import { RETRY_MAX_MS } from '../../src/features/chat/outbox';
import { paths } from '../../src/shared/routing/paths';
import { cookieNames } from '../../src/shared/session/storage-keys';

/**
 * The e2e tests' plain helpers, each named once: addresses, waits, reading the page's fake backend, the locators
 * several specs share, test files. The Playwright fixtures are in fixtures.ts.
 */

export const DEMO_PASSWORD = 'demo1234';

/**
 * A path of the app's table for `page.goto`: relative, so it lands under the
 * /web/ base of `baseURL` (a leading slash would leave the base).
 */
export function at(path: string): string {
  return path.replace(/^\//, '');
}

/** The browser is at this path of the table (under any base). */
export function endsAt(path: string): RegExp {
  return new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}

/**
 * The bound of a journey that takes 10 s to 17 s on two busy cores, above the suite's 30 s: the minute every journey
 * had before, kept rather than raised to test.slow()'s 90 s. `test.setTimeout(LONG_JOURNEY_MS)`, saying why.
 */
export const LONG_JOURNEY_MS = 60_000;

/**
 * Double-clicks `button` while the page's fake backend holds its calls on their way (the controls' 'slow' latency),
 * so that the second press lands while the first `call` it makes is pending; then lets them through without waiting
 * out the latency: the page's clock moves past it, so it must be Playwright's (`page.clock.install()` before the
 * first load). The fake backend's log is cleared first, for `callsAnswered`.
 */
export async function doubleClickWhileCallsHeld(page: Page, button: Locator, call: string): Promise<void> {
  await fakeBackendReady(page);
  await page.evaluate(() => {
    window.__amora?.setLatency('slow');
    window.__amora?.clearLog();
  });
  await button.dblclick();
  // The journey's premise: both presses happened before the call was answered.
  expect(await callsAnswered(page, call), `${call} answered before the second press`).toBe(0);
  await page.evaluate(() => window.__amora?.setLatency('none'));
  await page.clock.fastForward(SLOW_LATENCY_MS);
}

/** How many `name` calls the page's fake backend has answered (its request log, newest 200). */
export async function callsAnswered(page: Page, name: string): Promise<number> {
  return page.evaluate((call) => (window.__amora?.log() ?? []).filter((entry) => entry.kind === 'call' && entry.name === call).length, name);
}

/**
 * Moves the running app to a path of the table without a reload, as a link within it does: the fake
 * backend and what the app holds in memory stay.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', `/web/${to.replace(/^\//, '')}`);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** The in-browser fake backend has started and its controls are on `window.__amora`. */
export async function fakeBackendReady(page: Page): Promise<void> {
  await page.waitForFunction(() => Boolean(window.__amora));
}

const WCAG_A_AA = ['wcag2a', 'wcag2aa'];
/**
 * Only the violations are judged: axe then details one node of each other group (passes, incomplete,
 * inapplicable) instead of every node, and a scan takes about 85 ms instead of 150 (measured).
 */
const RESULT_TYPES: axe.resultGroups[] = ['violations'];

async function axeInPage(page: Page, { exclude = [], disableRules = [] }: A11yOptions): Promise<axe.Result[]> {
  if (!(await page.evaluate(() => typeof (window as { axe?: typeof axe }).axe?.run === 'function'))) await page.evaluate(axe.source);
  const runOptions: axe.RunOptions = {
    runOnly: { type: 'tag', values: WCAG_A_AA },
    resultTypes: RESULT_TYPES,
    rules: Object.fromEntries(disableRules.map((rule) => [rule, { enabled: false }])),
    iframes: false,
  };
  const results = await page.evaluate(
    // The whole document, less what the test leaves out.
    ({ exclude, runOptions }) => (window as unknown as { axe: typeof axe }).axe.run(exclude.length ? { exclude } : document, runOptions),
    { exclude, runOptions },
  );
  return results.violations;
}

async function axeWithFrames(page: Page, { exclude = [], disableRules = [] }: A11yOptions): Promise<axe.Result[]> {
  // options() replaces what withTags() set: it comes first.
  let builder = new AxeBuilder({ page }).options({ resultTypes: RESULT_TYPES }).withTags(WCAG_A_AA);
  for (const selector of exclude) builder = builder.exclude(selector);
  if (disableRules.length) builder = builder.disableRules(disableRules);
  return (await builder.analyze()).violations;
}

export interface A11yOptions {
  /** CSS selectors to leave out, e.g. a third party's iframe. */
  exclude?: string[];
  /** axe rule ids to skip, each with a reason in the test. */
  disableRules?: string[];
}

/**
 * Runs axe (WCAG 2 A and AA) on the page as it is and fails on serious or critical violations.
 *
 * axe-core goes into the page once per document and runs there (`axe.run`). AxeBuilder's `analyze()` put it in
 * twice per scan (the page, then a blank page for `finishRun`): measured, 2.2 s a scan against 1.0 s for the
 * same violations. AxeBuilder's way is kept for a page with frames, which it scans inside too; the app has none.
 */
export async function expectNoSeriousA11yViolations(page: Page, options: A11yOptions = {}): Promise<void> {
  const violations = page.frames().length > 1 ? await axeWithFrames(page, options) : await axeInPage(page, options);
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  const summary = serious
    .map((violation) => {
      const targets = violation.nodes
        .slice(0, 5)
        .map((node) => `      ${node.target.join(' ')}`)
        .join('\n');
      const more = violation.nodes.length > 5 ? `\n      … and ${violation.nodes.length - 5} more` : '';
      return `  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.nodes.length} element(s))\n      ${violation.helpUrl}\n${targets}${more}`;
    })
    .join('\n');

  expect(
    serious.map((violation) => `${violation.impact}: ${violation.id}`),
    `Accessibility violations on ${page.url()}:\n${summary}`,
  ).toEqual([]);
}

/** The sidebar's counts (webgetcounts) of the signed-in member, asked from the page as the app asks: the seed decides them. */
export interface SidebarCounts {
  message: string;
  visitors: string;
  superlike_request: string;
  like_request: string;
}

export async function countsInPage(page: Page): Promise<SidebarCounts> {
  return (await callInPage<{ result: SidebarCounts }>(page, 'webgetcounts')).result;
}

/** Calls the page's fake backend as the app does: multipart, with the signed-in member's id and token. */
export async function callInPage<T = { status: string; message?: string }>(page: Page, name: string, fields: Record<string, string> = {}): Promise<T> {
  return page.evaluate(
    async ({ name, fields }) => {
      const form = new FormData();
      for (const [key, value] of Object.entries({ user_id: localStorage.getItem('session_userid') ?? '', language: 'en', ...fields })) form.append(key, value);
      const headers = { Authorization: `Bearer ${localStorage.getItem('session_token') ?? ''}` };
      const response = await fetch(`/api/${name}`, { method: 'POST', body: form, headers });
      return (await response.json()) as T;
    },
    { name, fields },
  );
}

/** A phone's width and a laptop's: the widths the issues judge a screen at. */
export const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

/** The language cookie, as the language picker leaves it: the next page load speaks that language. */
export async function setLanguage(page: Page, language: string): Promise<void> {
  const url = new URL(at(paths.welcome), test.info().project.use.baseURL).href;
  await page.context().addCookies([{ name: cookieNames.language, value: language, url }]);
}

/**
 * The skip link is the page's first Tab stop, in sight once focused, and Enter on it puts the focus on the main
 * content. Judged right after a load: the first Tab starts from the document's top.
 */
export async function expectSkipLinkFirst(page: Page, linkName: string, label: string): Promise<void> {
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: linkName });
  await expect(skip, label).toBeFocused();
  await expect(skip, label).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main'), label).toBeFocused();
}

/**
 * Passes the page's time on Playwright's clock (the journey installs it) `step` at a time until `holds` passes, at
 * most `within` of the page's time: a wait of the product's own that the journey does not judge goes at once, and
 * the page's timers fire as they would in that time. `holds` judges at once (a short timeout of its own) and is
 * tried before the first step, so a state already reached passes no time. Past `within`, its failure is the journey's.
 */
export async function passPageTimeUntil(page: Page, { step, within }: { step: number; within: number }, holds: () => Promise<unknown>): Promise<void> {
  for (let passed = 0; ; passed += step) {
    try {
      await holds();
      return;
    } catch (error) {
      if (passed >= within) throw error;
    }
    await page.clock.fastForward(step);
  }
}

/**
 * Back online, the chat's messages that wait go at their next attempt, which the outbox's backoff puts up to
 * RETRY_MAX_MS away: that time passes on Playwright's clock, once more while some still wait.
 */
export async function sentAtTheirNextAttempt(page: Page): Promise<void> {
  await passPageTimeUntil(page, { step: RETRY_MAX_MS, within: 5 * RETRY_MAX_MS }, () =>
    expect(page.locator('[data-pending="true"]')).toHaveCount(0, { timeout: 1_000 }),
  );
}

/** Fills the fake drop-in with a test card (docs/product/fake-backend-and-demo.md#demo-accounts-and-test-inputs), valid two years after the fake clock's now. */
export async function fillCard(page: Page, number: string): Promise<void> {
  const now = await page.evaluate(() => window.__amora?.now() ?? Date.now());
  const year = String((new Date(now).getUTCFullYear() + 2) % 100).padStart(2, '0');
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiration date (MM/YY)').fill(`12/${year}`);
  await page.getByLabel('CVV').fill('123');
}

/** A layout shift as `recordLayoutShifts` keeps it: its score, and what moved (`tag.class`), for a failure to name. */
export interface LayoutShift {
  value: number;
  sources: string[];
}

/**
 * Records every layout shift of the pages loaded from now on (buffered: from their first paint), or only those that
 * move something inside `within` (a CSS selector), and answers a way to read those of the page shown, once what was
 * laid out has been drawn: `expect(await layoutShifts()).toEqual([])`.
 */
export async function recordLayoutShifts(page: Page, within?: string): Promise<() => Promise<LayoutShift[]>> {
  await page.addInitScript((selector) => {
    type Entry = PerformanceEntry & { value: number; sources?: Array<{ node?: Node | null }> };
    const shifts: Array<{ value: number; sources: string[] }> = [];
    const record = (entries: PerformanceEntryList) => {
      for (const entry of entries as Entry[]) {
        const moved = (entry.sources ?? []).map(({ node }) => node ?? null);
        const element = (node: Node | null) => (node instanceof Element ? node : (node?.parentElement ?? null));
        if (selector && !moved.some((node) => element(node)?.closest(selector))) continue;
        const sources = moved.map((node) => (node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : String(node?.nodeName)));
        shifts.push({ value: entry.value, sources });
      }
    };
    const observer = new PerformanceObserver((list) => record(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    Object.assign(window, { __amoraLayoutShifts: () => (record(observer.takeRecords()), shifts) });
  }, within ?? null);
  return () =>
    page.evaluate(async () => {
      // Two frames: whatever was laid out has been drawn, and so measured.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return (window as unknown as { __amoraLayoutShifts: () => LayoutShift[] }).__amoraLayoutShifts();
    });
}

/** The app's main navigation (the sidebar, or the phone's bottom bar): where a member goes from screen to screen. */
export function mainNav(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main' });
}

/** The deck's top card (the person a Like or Nope decides on), once the deck has waited its 2 s and loaded. */
export function topCard(page: Page): Locator {
  return page.locator('article[data-depth="0"]');
}

/**
 * A small valid PNG whose bytes differ by `seed`, for an upload (`setInputFiles(png(1))`): bytes after IEND are
 * ignored by decoders, so the image stays valid and each seed is another file.
 */
export function png(seed: number) {
  const base = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  return { name: `photo-${seed}.png`, mimeType: 'image/png', buffer: Buffer.concat([base, Buffer.from([seed])]) };
}

/**
 * The app's own scripts never come (the page and its plain files do): what a visitor sees before any script of
 * the app has run. Not a fault of the API (the fake backend comes with those scripts): the page's assets refused.
 * Allow the browser's report of it: `test.use({ allowedConsoleErrors: [SCRIPTS_REFUSED] })`.
 */
export async function withoutAppScripts(page: Page): Promise<void> {
  await page.route(/\/web\/assets\/.*\.js$/, (route) => route.abort('failed'));
}
export const SCRIPTS_REFUSED = /Failed to load resource: net::ERR_FAILED/;

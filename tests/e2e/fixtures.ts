import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import { test as base, expect, type Page } from '@playwright/test';
import { paths } from '../../src/shared/routing/paths';
import type { Persona, SideEffects } from '../../mocks/controls/controls';
import { stateLinkTo } from '../../mocks/controls/state-link';
import { NOTICE_DISMISSED_KEY } from '../../mocks/notice/notice-state';
import { cookieNames } from '../../src/shared/session/storage-keys';

export { expect };

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

/** An error the page may print: a substring of the message or a pattern. */
export type AllowedError = string | RegExp;

interface AmoraFixtures {
  /**
   * Console errors a test expects, e.g. `test.use({ allowedConsoleErrors: [/boost expired/] })`.
   * Each is matched against "<message> (<source url>)".
   */
  allowedConsoleErrors: AllowedError[];
  /** Fails the test when the page printed a console error or threw an uncaught error. */
  failOnPageErrors: void;
  /**
   * Content-Security-Policy violations a test expects (its own injected script), matched against
   * "<directive> refused <what> (<source>)": `test.use({ allowedPolicyViolations: [/script-src-elem/] })`.
   */
  allowedPolicyViolations: AllowedError[];
  /** Fails the test when the page reported a `securitypolicyviolation` (the policy refused something the app does). */
  failOnPolicyViolations: void;
  /** Signs in through the login screen and waits for People Near. */
  signIn: (email: string, password?: string) => Promise<void>;
  /**
   * Signs in as a demo persona without the login form, in one load of the persona's state link at `landing`
   * (People Near by default; 'new': the sign-up). For tests whose point is not the login itself:
   * `test('…', async ({ page, signedInAs }) => { await signedInAs('premium', paths.settings); … })`.
   */
  signedInAs: (persona: Persona, landing?: string) => Promise<void>;
  /**
   * Signs in as this persona before the test, as `signedInAs` does:
   * `test.use({ persona: 'premium' })` for a whole file or describe block.
   */
  persona: Persona | null;
  /** Where `persona` lands: People Near unless the block names its screen, `test.use({ persona: 'regular', landing: paths.settings })`. */
  landing: string;
  personaSignedIn: void;
  /**
   * The language the browser asks for from its first load on (the cookie the language picker leaves):
   * `test.use({ language: 'ar' })`. Null: the app's default, English.
   */
  language: 'en' | 'fr' | 'ar' | null;
  languageCookie: void;
  /**
   * What the fake third parties did since the last reset (mails and SMS codes
   * sent, payments taken), read from the page's fake backend, as epic-stack's
   * tests read back the mails its mocks kept.
   */
  sideEffects: () => Promise<SideEffects>;
  /**
   * The demo notice a first-time visitor gets: dismissed beforehand, so it covers nothing the
   * journeys judge; `test.use({ demoNotice: 'first-visit' })` for the tests of the notice itself.
   */
  demoNotice: 'dismissed' | 'first-visit';
  demoNoticeState: void;
  /**
   * The timed messages (role alert or status) the page has shown, kept as they appear:
   * `await notices.expectShown('alert', 'Please fill the details')`.
   */
  notices: Notices;
}

export interface Notices {
  /**
   * The page showed this message, after the one the last call found. A message of 2 s is judged even
   * when it has gone: on a loaded machine, polls a second or more apart can miss it while it shows.
   */
  expectShown: (role: 'alert' | 'status', text: string) => Promise<void>;
}

export const test = base.extend<AmoraFixtures>({
  allowedConsoleErrors: [[], { option: true }],

  failOnPageErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const { url, lineNumber } = message.location();
        errors.push(url ? `console.error: ${message.text()} (${url}:${lineNumber})` : `console.error: ${message.text()}`);
      });
      page.on('pageerror', (error) => {
        errors.push(`uncaught ${error.name}: ${error.message}`);
      });

      await use();

      const unexpected = errors.filter((error) => !allowedConsoleErrors.some((allowed) => matches(error, allowed)));
      if (unexpected.length > 0) {
        throw new Error(
          `The page reported ${unexpected.length} unexpected error(s):\n${unexpected.map((error) => `  - ${error}`).join('\n')}\n` +
            'Fix them, or allow an expected one with test.use({ allowedConsoleErrors: [...] }).',
        );
      }
    },
    { auto: true },
  ],

  allowedPolicyViolations: [[], { option: true }],

  failOnPolicyViolations: [
    async ({ page, allowedPolicyViolations }, use) => {
      const violations: string[] = [];
      // A binding outlives navigations, so a violation on a page the test has left is still counted.
      await page.exposeFunction(REPORT_VIOLATION, (violation: string) => void violations.push(violation));
      await page.addInitScript(listenForPolicyViolations, REPORT_VIOLATION);

      await use();

      const unexpected = violations.filter((violation) => !allowedPolicyViolations.some((allowed) => matches(violation, allowed)));
      if (unexpected.length > 0) {
        throw new Error(
          `The page broke its Content-Security-Policy ${unexpected.length} time(s):\n${unexpected.map((violation) => `  - ${violation}`).join('\n')}\n` +
            'Fix the cause (scripts/security-headers.ts holds the policy), or allow an expected one with test.use({ allowedPolicyViolations: [...] }).',
        );
      }
    },
    { auto: true },
  ],

  demoNotice: ['dismissed', { option: true }],

  demoNoticeState: [
    async ({ page, demoNotice }, use) => {
      if (demoNotice === 'dismissed') {
        await page.addInitScript((key) => {
          // about:blank has no storage; the app's pages do.
          try {
            localStorage.setItem(key, '1');
          } catch {
            /* not a page of the app */
          }
        }, NOTICE_DISMISSED_KEY);
      }
      await use();
    },
    { auto: true },
  ],

  notices: [
    async ({ page }, use) => {
      const shown: string[] = [];
      let judged = 0;
      await page.exposeFunction(REPORT_NOTICE, (notice: string) => void shown.push(notice));
      await page.addInitScript(reportShownNotices, REPORT_NOTICE);
      await use({
        async expectShown(role, text) {
          const wanted = `${role}: ${text}`;
          await expect.poll(() => shown.slice(judged), { message: `the page shows the ${role} "${text}"` }).toContain(wanted);
          judged += shown.slice(judged).indexOf(wanted) + 1;
        },
      });
    },
    // Before any page of the app loads, so no message goes unseen: auto, and a persona waits for it.
    { auto: true },
  ],

  signIn: async ({ page }, use) => {
    await use(async (email, password = DEMO_PASSWORD) => {
      await page.goto(at(paths.login));
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Signin', exact: true }).click();
      await page.waitForURL(endsAt(paths.peopleNear));
    });
  },

  signedInAs: async ({ page }, use) => {
    await use((persona, landing) => signInAsPersona(page, persona, landing));
  },

  persona: [null, { option: true }],

  landing: [paths.peopleNear, { option: true }],

  personaSignedIn: [
    // After the language cookie, so the first load speaks the test's language.
    async ({ page, persona, landing, notices: _recording, languageCookie: _language }, use) => {
      if (persona) await signInAsPersona(page, persona, landing);
      await use();
    },
    { auto: true },
  ],

  language: [null, { option: true }],

  languageCookie: [
    async ({ page, language }, use) => {
      if (language) await setLanguage(page, language);
      await use();
    },
    { auto: true },
  ],

  sideEffects: async ({ page }, use) => {
    await use(async () => {
      await fakeBackendReady(page);
      const effects = await page.evaluate(() => window.__amora?.sideEffects());
      if (!effects) throw new Error('The fake backend has no controls on this page: side effects exist in mock mode only');
      return effects;
    });
  },
});

/**
 * One load: the persona's state link (`?persona=…`, mocks/controls/state-link.ts) at the landing address. The
 * fake backend signs in before the app's first render, so the app starts there, signed in.
 */
async function signInAsPersona(page: Page, persona: Persona, landing: string = paths.peopleNear): Promise<void> {
  await page.goto(stateLinkTo('', landing, { persona }));
  await page.waitForURL(persona === 'new' ? endsAt(paths.signup) : endsAt(landing.replace(/^\/?/, '/')));
}

const REPORT_VIOLATION = '__amoraReportPolicyViolation';
const REPORT_NOTICE = '__amoraReportNotice';

/**
 * Runs in the page before its own scripts (addInitScript): hands the test each message (role alert or
 * status) the moment it shows, as "<role>: <text>". A binding outlives navigations, as for violations.
 */
function reportShownNotices(report: string): void {
  const reported = new WeakMap<Element, string>();
  const look = () => {
    const send = (window as unknown as Record<string, ((notice: string) => void) | undefined>)[report];
    for (const element of document.querySelectorAll('[role="alert"], [role="status"]')) {
      const text = element.textContent?.trim() ?? '';
      if (!text || reported.get(element) === text || !element.checkVisibility()) continue;
      reported.set(element, text);
      send?.(`${element.getAttribute('role')}: ${text}`);
    }
  };
  new MutationObserver(look).observe(document, { childList: true, subtree: true, characterData: true });
}

/** Runs in the page before its own scripts (addInitScript): hands each violation to the test. */
function listenForPolicyViolations(report: string): void {
  document.addEventListener(
    'securitypolicyviolation',
    (event) => {
      const send = (window as unknown as Record<string, ((violation: string) => void) | undefined>)[report];
      const where = event.sourceFile ? ` (${event.sourceFile}:${event.lineNumber})` : '';
      const sample = event.sample ? ` "${event.sample}"` : '';
      send?.(`${event.effectiveDirective} refused ${event.blockedURI || 'inline'}${sample}${where}`);
    },
    true,
  );
}

/**
 * What a hostile help page makes the browser report: its HTML carries an <img onerror> on purpose, and
 * Chromium reports the policy's refusal of that handler while DOMPurify merely parses it in its inert
 * document (cure53/DOMPurify#107): the policy at work, nothing ran. `test.use(hostileHelpReports)`.
 */
export const hostileHelpReports = {
  allowedPolicyViolations: [/^script-src-attr refused inline \(.*\/help-view-[\w-]+\.js:\d+\)$/],
  allowedConsoleErrors: [/Executing inline event handler violates the following Content Security Policy directive/],
};

function matches(error: string, allowed: AllowedError): boolean {
  return typeof allowed === 'string' ? error.includes(allowed) : allowed.test(error);
}

/**
 * The bound of a journey that takes 10 s to 17 s on two busy cores, above the suite's 30 s: the minute every journey
 * had before, kept rather than raised to test.slow()'s 90 s. `test.setTimeout(LONG_JOURNEY_MS)`, saying why.
 */
export const LONG_JOURNEY_MS = 60_000;

/**
 * The bound of a wait on calls the fake backend answers slowly on purpose (`setLatency('slow')`: 2.5 s each),
 * above the suite's 10 s: a wait over two such calls took 6.5 s on two busy cores.
 */
export const afterSlowCalls = { timeout: 15_000 };

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

/** Fills the fake drop-in with a test card (docs/product/fake-backend-and-demo.md#demo-accounts-and-test-inputs), valid two years after the fake clock's now. */
export async function fillCard(page: Page, number: string): Promise<void> {
  const now = await page.evaluate(() => window.__amora?.now() ?? Date.now());
  const year = String((new Date(now).getUTCFullYear() + 2) % 100).padStart(2, '0');
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiration date (MM/YY)').fill(`12/${year}`);
  await page.getByLabel('CVV').fill('123');
}

/**
 * Records every layout shift of the pages loaded from now on (buffered: from their first paint), and
 * answers a way to read those of the page shown: `expect(await layoutShifts()).toEqual([])`.
 */
export async function recordLayoutShifts(page: Page): Promise<() => Promise<number[]>> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
    Object.assign(window, { __amoraLayoutShifts: shifts });
  });
  return () => page.evaluate(() => (window as unknown as { __amoraLayoutShifts: number[] }).__amoraLayoutShifts);
}

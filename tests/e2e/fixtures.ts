import { test as base, expect, type Page } from '@playwright/test';
import { DECK_REVEAL_MS } from '../../src/features/deck/deck-timing';
import { paths } from '../../src/shared/routing/paths';
import type { FaultOptions, Persona, SideEffects } from '../../mocks/controls/controls';
import type { Fault } from '../../mocks/controls/faults';
import type { Latency } from '../../mocks/controls/network';
import type { NetworkCondition } from '../../mocks/controls/network-condition-names';
import { stateLinkTo } from '../../mocks/controls/state-link';
import { NOTICE_DISMISSED_KEY } from '../../mocks/notice/notice-state';
import { at, DEMO_PASSWORD, endsAt, fakeBackendReady, setLanguage } from './helpers';

/**
 * The e2e tests' one fixture file: the Playwright fixtures (sign-in and personas, the language, faults, side
 * effects, notices, the demo notice, and the checks of the page's errors and policy violations after each test).
 * Plain helpers and the locators specs share are in helpers.ts.
 */
export { expect };

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
   * The deck's 2 s opening wait (docs/product/rules-and-timings.md#timings): 'real' by default; 'skipped' passes it
   * at once, for journeys that judge what comes after it (`test.use({ deckWait: 'skipped' })`): Playwright's clock
   * is installed before the first load and, whenever the deck's waiting skeleton shows before an action or an
   * assertion, it jumps over the wait (a jump before the deck's timer is set changes nothing: the wait is then
   * real). A journey that judges the skeleton itself keeps 'real'.
   */
  deckWait: 'real' | 'skipped';
  deckWaitClock: void;
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
  /**
   * Faults of the one vocabulary (mocks/controls/faults.ts) on the page's fake backend, through its controls
   * (`window.__amora`), the one way an e2e test makes a call fail: `await faults.onCall('webfeeds', 'server-error')`.
   */
  faults: Faults;
  /**
   * The whole network's condition on the page's fake backend (mocks/controls/network-conditions.ts), and the chat
   * socket's faults: `await network.set('offline')`. The page hears it as from a browser (`navigator.onLine`,
   * window's offline/online events); a state link opens in one (`?network=offline`).
   */
  network: NetworkControl;
}

export interface NetworkControl {
  /** 'offline', 'slow-3g', 'flapping', or 'online' again. */
  set: (condition: NetworkCondition) => Promise<void>;
  /** The condition in place. */
  current: () => Promise<NetworkCondition>;
  /** Every chat connection drops now; each client tries again a second later. */
  dropSocket: () => Promise<void>;
  /** The next handshake(s) meet a refused connection. */
  refuseNextHandshake: (times?: number) => Promise<void>;
  /** Every chat delivery to the page arrives `ms` later (null: at once again). */
  delayDeliveries: (ms: number | null) => Promise<void>;
  /** The next `count` chat deliveries go out in reverse order. */
  reorderDeliveries: (count?: number) => Promise<void>;
}

export interface Faults {
  /** The call fails this way from its next request on (null: answered again); `{ keepAfterReload: true }` outlives a reload. */
  onCall: (call: string, fault: Fault | null, options?: FaultOptions) => Promise<void>;
  /** The chat event, whichever way it travels, fails this way (null: delivered again). */
  onChatEvent: (event: string, fault: Fault | null) => Promise<void>;
  /** Every call waits this long first (the controls' latency). */
  setLatency: (latency: Latency) => Promise<void>;
  /** No fault any more, kept ones included. */
  clear: () => Promise<void>;
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
    // After the language cookie, so the first load speaks the test's language, and the clock, which must be there first.
    async ({ page, persona, landing, notices: _recording, languageCookie: _language, deckWaitClock: _clock }, use) => {
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

  deckWait: ['real', { option: true }],

  deckWaitClock: [
    async ({ page, deckWait }, use) => {
      if (deckWait === 'skipped') {
        // Time flows as it does without it; only the jump moves it faster.
        await page.clock.install();
        await page.addLocatorHandler(deckOpeningWait(page), () => page.clock.fastForward(DECK_REVEAL_MS));
      }
      await use();
    },
    { auto: true },
  ],

  faults: async ({ page }, use) => {
    // Each waits for the page's fake backend and its controls (a page without them, in real mode, times out).
    await use({
      async onCall(call, fault, options = {}) {
        await fakeBackendReady(page);
        await page.evaluate((a) => window.__amora?.injectFault(a.call, a.fault, a.options), { call, fault, options });
      },
      async onChatEvent(event, fault) {
        await fakeBackendReady(page);
        await page.evaluate((a) => window.__amora?.injectChatFault(a.event, a.fault), { event, fault });
      },
      async setLatency(latency) {
        await fakeBackendReady(page);
        await page.evaluate((chosen) => window.__amora?.setLatency(chosen), latency);
      },
      async clear() {
        await fakeBackendReady(page);
        await page.evaluate(() => window.__amora?.clearFaults());
      },
    });
  },

  network: async ({ page }, use) => {
    // Each waits for the page's fake backend and its controls, as the faults fixture does.
    await use({
      async set(condition) {
        await fakeBackendReady(page);
        await page.evaluate((chosen) => window.__amora?.setNetwork(chosen), condition);
      },
      async current() {
        await fakeBackendReady(page);
        const condition = await page.evaluate(() => window.__amora?.network());
        if (!condition) throw new Error('The fake backend has no controls on this page: network conditions exist in mock mode only');
        return condition;
      },
      async dropSocket() {
        await fakeBackendReady(page);
        await page.evaluate(() => window.__amora?.dropSocket());
      },
      async refuseNextHandshake(times = 1) {
        await fakeBackendReady(page);
        await page.evaluate((count) => window.__amora?.refuseNextHandshake(count), times);
      },
      async delayDeliveries(ms) {
        await fakeBackendReady(page);
        await page.evaluate((wait) => window.__amora?.delayDeliveries(wait), ms);
      },
      async reorderDeliveries(count = 2) {
        await fakeBackendReady(page);
        await page.evaluate((held) => window.__amora?.reorderDeliveries(held), count);
      },
    });
  },

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

/** The deck's card area while it waits: the skeleton inside its busy block (src/shared/ui/query-state.tsx: the block itself has no height; the busy buttons are not it). */
function deckOpeningWait(page: Page) {
  return page.locator('section[aria-labelledby="deck-title"] div[aria-busy="true"] > div');
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


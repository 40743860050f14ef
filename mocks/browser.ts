import { bypass } from 'msw';
import { setupWorker } from 'msw/browser';
import { paths } from '@/shared/routing/paths';
import { createControls, type Controls } from './controls/controls';
import { keptFaults } from './controls/kept-faults';
import { networkLink } from './controls/network-link';
import { traffic } from './controls/traffic';
import { watchUnansweredCalls } from './controls/unanswered-calls';
import { handlers } from './handlers';
import { hybrid, readPassthroughList } from './hybrid/hybrid';
import { onControlsAsked } from './notice/notice-state';
import { CALL_PATH, unknownCallHandler } from './handlers/unknown-call';
import { pauseEvery, yieldToPage } from './lib/pause';
import { keepWorkerClientToTheEnd } from './lib/worker-client-to-the-end';
import { CONTROL_WAIT_MS, pageClaimedOrReloaded, untilControlledBy } from './lib/worker-control';
import { quietFailedWorkerUpdateChecks } from './lib/worker-update-check';
import { DEFAULT_SEED } from './seed/default-seed';
import { startDatabase } from './shared-tabs/start-database';

export { fakePorts } from './fakes';
export { clock } from './lib/clock';

declare global {
  interface Window {
    /** The fake backend's controls, for tests and the curious (mock mode only). */
    __amora?: Controls;
  }
}

const BASE = import.meta.env.BASE_URL;

/**
 * Starts the fake backend in the page: the database (the one every tab of the origin shares, kept
 * from the last visit, or seeded: shared-tabs/), the worker at /web/, and the controls, which it answers: a state link
 * (controls/state-link.ts) is opened through them before the app's first render (src/main.tsx).
 */
export async function startBrowserMocks(): Promise<Controls> {
  performance.mark('amora:fake-backend-start');
  // This chunk has just been evaluated in one task (about 45 ms on a laptop, four times that on a phone): the
  // page gets its turn before the start's own work, which then pauses every few milliseconds.
  await yieldToPage();
  // The worker registers while the database fills: calls wait for the whole start, so neither needs the other first.
  const workerReady = startWorker();
  // No call is served before the start ends, so the page may have its turns meanwhile (a later reset may not).
  const database = await startDatabase({ wantedSeed: seedFromUrl(), defaultSeed: DEFAULT_SEED, pause: pauseEvery() });
  // How long the database took to fill: `performance.getEntriesByName('amora:database-ready')`.
  performance.measure('amora:database-ready', 'amora:fake-backend-start');
  // Faults kept across the reload are back before the first call (the app's start-up checklicense) is answered.
  keptFaults.apply();
  await workerReady;
  // From the mock chunk's arrival to answering calls: `performance.getEntriesByName('amora:fake-backend-ready')`.
  performance.measure('amora:fake-backend-ready', 'amora:fake-backend-start');

  const controls = createControls({
    seed: database.seed,
    reset: database.reset,
    limitStorageRoom: database.limitRoom,
    // Not a page load: the app moves as a link in it does, keeping the fake backend and what it holds in
    // memory, and a persona's sign-in costs no second start.
    navigate(path) {
      window.history.pushState(null, '', underBase(path));
      window.dispatchEvent(new PopStateEvent('popstate'));
    },
    replace: (path) => window.history.replaceState(null, '', underBase(path)),
    leftSignedInArea: () => waitUntil(() => !window.location.pathname.startsWith(`${BASE}${paths.app.replace(/^\//, '')}`)),
  });
  window.__amora = controls;
  void import('./controls/mount-panel').then(({ mountControlPanel }) => mountControlPanel(controls));
  // The demo notice (written into the page by the build, notice/) opens the controls, even pressed before this start.
  onControlsAsked(() => void import('./controls/mount-panel').then(({ openControlPanel }) => openControlPanel(controls)));
  return controls;
}

/** A path of the table under the base: the table's paths start with '/', the base ends with one. */
function underBase(path: string): string {
  return `${BASE}${path.replace(/^\//, '')}`;
}

/** Registers the worker at /web/ and resolves once it controls the page. */
async function startWorker(): Promise<void> {
  keepWorkerClientToTheEnd();
  watchUnansweredCalls();
  quietFailedWorkerUpdateChecks(new URL(BASE, window.location.href).href);
  startHybridMode();
  // The network condition (offline, slow-3g, flapping) stands between the page and every answer at /api/.
  const worker = setupWorker(networkLink([...handlers, unknownCallHandler]), ...handlers, unknownCallHandler);
  // Every call and its answer, for the controls' HAR export; the page's other requests pass unrecorded.
  worker.events.on('request:start', ({ request, requestId }) => {
    if (CALL_PATH.test(new URL(request.url).pathname)) traffic.started(requestId, request);
  });
  worker.events.on('response:mocked', ({ response, requestId }) => void traffic.answered(requestId, response));
  await pageClaimedOrReloaded(BASE);
  const registration = await worker.start({
    serviceWorker: { url: `${BASE}mockServiceWorker.js`, options: { scope: BASE } },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  if (!(await untilControlledBy(navigator.serviceWorker, registration?.active, CONTROL_WAIT_MS))) {
    console.warn('The fake backend started, but its worker does not control this page: calls may reach the network.');
  }
}

/**
 * Hybrid mode (docs/guide/hybrid-mode.md): the calls VITE_API_PASSTHROUGH lists go on to VITE_API_URL, where the
 * app's client already sends every call (the worker takes them on any host). A list that names no call of
 * the contract stops the start, saying which: a typo must not quietly leave a call on the fake backend.
 */
function startHybridMode(): void {
  const text = import.meta.env.VITE_API_PASSTHROUGH;
  if (!text?.trim()) return;
  const upstream = import.meta.env.VITE_API_URL;
  if (!upstream) throw new Error('VITE_API_PASSTHROUGH needs VITE_API_URL: the real server the listed calls go to');
  // Past the page's own worker, straight to the network (the worker hands a bypassed request on untouched).
  hybrid.configure(readPassthroughList(text), upstream, (request) => fetch(bypass(request)));
}

/** Resolves when `done()` holds, checked every 20 ms; after 5 s it resolves anyway, so a control never hangs. */
function waitUntil(done: () => boolean): Promise<void> {
  const giveUpAt = Date.now() + 5000;
  return new Promise((resolve) => {
    const check = () => (done() || Date.now() > giveUpAt ? resolve() : setTimeout(check, 20));
    check();
  });
}

/** `?seed=N` picks another deterministic data set. */
function seedFromUrl(): number | undefined {
  const value = new URLSearchParams(window.location.search).get('seed');
  return value && /^\d+$/.test(value) ? Number(value) : undefined;
}

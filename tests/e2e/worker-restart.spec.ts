import type { CDPSession, Locator, Page } from '@playwright/test';
import { unansweredOutcome } from '../../mocks/controls/request-log';
import { paths } from '../../src/shared/routing/paths';
import { expect, test } from './fixtures';
import { endsAt, fakeBackendReady, mainNav, topCard } from './helpers';

/**
 * The fake backend after the browser stops its worker (idle, memory, DevTools: CDP here, as DevTools does), issue 50:
 * the worker started again for the next call still knows the page (mocks/worker/remembered-clients.js), and a call
 * the fake backend never saw is reported, never a sign-out (docs/decisions/006-worker-restart.md).
 */

test.use({ persona: 'premium' });


/** Whether the worker's memory of the pages that mock (mocks/worker/remembered-clients.js) holds one; run in the page. */
async function workerRemembersAPage(): Promise<boolean> {
  // Opened only once it exists: opened first from here, it would be made without the worker's store.
  if (!(await indexedDB.databases()).some((database) => database.name === 'amora-mock-worker')) return false;
  return new Promise<boolean>((resolve) => {
    const opening = indexedDB.open('amora-mock-worker');
    opening.onerror = () => resolve(false);
    opening.onsuccess = () => {
      const database = opening.result;
      if (!database.objectStoreNames.contains('clients')) {
        database.close();
        return resolve(false);
      }
      const reading = database.transaction('clients').objectStore('clients').get('mocking');
      reading.onsuccess = () => {
        database.close();
        resolve(Array.isArray(reading.result) && reading.result.length > 0);
      };
    };
  });
}

/**
 * Resolves once the worker has written the page into its memory, which it does as the page's fake backend starts,
 * and the deck's people, first photo and cards' details are in. The browser's own stop of an idle worker waits for that write (the
 * worker holds it in `waitUntil`) and for the fetches it is answering; DevTools' stop does neither: stopped before the
 * write ends, the worker would come back without the page, and a fetch it was answering fails as `net::ERR_FAILED`.
 */
async function workerKnowsThePage(page: Page): Promise<void> {
  await fakeBackendReady(page);
  await expect.poll(() => page.evaluate(workerRemembersAPage)).toBe(true);
  // The deck asks for its people after the spec's 2-second wait: the idle tab is the one after that answer, and
  // after the cards' details (webprofilenew, one per card in the stack), which the cards ask for as they show.
  await expect(topCard(page).locator('img').first()).toHaveJSProperty('complete', true);
  await expect(page.locator('[data-details-pending]')).toHaveCount(0);
}

/** DevTools' service workers panel: the page's lifecycle, and "Stop" on every worker. */
interface DevTools {
  cdp: CDPSession;
  /** Resolves once no worker runs; at once when none did. */
  stopTheWorker(): Promise<void>;
}

async function devTools(page: Page): Promise<DevTools> {
  const cdp = await page.context().newCDPSession(page);
  // As DevTools reports it: every version's state comes on `enable`, then each change.
  let running = true;
  const whenStopped: (() => void)[] = [];
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
    const active = versions.filter((version) => version.status === 'activated');
    if (active.length === 0) return;
    running = !active.every((version) => version.runningStatus === 'stopped');
    if (!running) for (const resolve of whenStopped.splice(0)) resolve();
  });
  await cdp.send('ServiceWorker.enable');
  return {
    cdp,
    async stopTheWorker() {
      // The stop itself, not a later state: the page's next fetch may start the worker again at once.
      const stopped = running ? new Promise<void>((resolve) => whenStopped.push(resolve)) : Promise.resolve();
      await cdp.send('ServiceWorker.stopAllWorkers');
      await stopped;
    },
  };
}

/** Opens a list from the sidebar, as a member does (no reload), and answers it once its first card shows. */
async function openList(page: Page, link: RegExp, heading: string): Promise<Locator> {
  await mainNav(page).getByRole('link', { name: link }).click();
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  const list = page.getByRole('list', { name: heading });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  return list;
}

/** Signed in: the session kept, and the signed-in area around the screen. */
async function expectSignedIn(page: Page): Promise<void> {
  await expect(mainNav(page)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('session_token'))).toBeTruthy();
}

test('the worker stopped: the next screen is answered by the fake backend, the member still signed in', async ({ page }) => {
  await expect(mainNav(page)).toBeVisible();
  await workerKnowsThePage(page);
  await (await devTools(page)).stopTheWorker();

  await openList(page, /^Visitors/, 'Visitors');
  await expect(page).toHaveURL(endsAt(paths.visitors));
  await expectSignedIn(page);
});

test('the tab frozen in the background while the worker stops, then back: the next screen is answered', async ({ page }) => {
  await expect(mainNav(page)).toBeVisible();
  await workerKnowsThePage(page);
  const tools = await devTools(page);
  await tools.cdp.send('Page.setWebLifecycleState', { state: 'frozen' });
  await tools.stopTheWorker();
  await tools.cdp.send('Page.setWebLifecycleState', { state: 'active' });

  await openList(page, /^Matches/, 'Matches');
  await expectSignedIn(page);
});

test('the worker stopped, then the tab loaded again with its storage (a browser restart that restores it)', async ({ page }) => {
  await expect(mainNav(page)).toBeVisible();
  await workerKnowsThePage(page);
  await (await devTools(page)).stopTheWorker();
  await page.reload();

  await expect(page).toHaveURL(endsAt(paths.peopleNear));
  await openList(page, /^Visitors/, 'Visitors');
  await expectSignedIn(page);
});

test.describe('a call the fake backend never saw', () => {
  // The static host's answer to the calls that went past the worker, which the browser prints.
  test.use({ allowedConsoleErrors: [/status of 404 \(Not Found\) \(http:\/\/[^/]+\/api\//] });

  test('is reported with a Try again, and in the controls’ log, never a sign-out; Try again is answered', async ({ page }) => {
    await expect(mainNav(page)).toBeVisible();
    await workerKnowsThePage(page);
    // A worker that has lost the page: stopped, its memory of the pages that mock deleted, and stopped again. The
    // first stop ends a write of that memory still under way; the page's chunks loaded at idle may start the worker
    // again before the memory goes, and the second stop ends that worker, which had read the page back.
    const tools = await devTools(page);
    await tools.stopTheWorker();
    await page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const deleting = indexedDB.deleteDatabase('amora-mock-worker');
          deleting.onsuccess = () => resolve();
          deleting.onerror = () => reject(deleting.error ?? new Error('the worker memory could not be deleted'));
        }),
    );
    await tools.stopTheWorker();

    await mainNav(page).getByRole('link', { name: /^Visitors/ }).click();
    const main = page.getByRole('main');
    await expect(main.getByRole('alert')).toHaveText('Something went wrong. Please try again.');
    await expect(page).toHaveURL(endsAt(paths.visitors));
    await expectSignedIn(page);
    const log = await page.evaluate(() => window.__amora?.log() ?? []);
    expect(log).toContainEqual(expect.objectContaining({ kind: 'call', name: 'webprofile', outcome: unansweredOutcome(404) }));

    // The page told its worker again that it mocks: the retry goes to the fake backend.
    await main.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'Visitors', level: 1 })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Visitors' }).getByRole('listitem').first()).toBeVisible();
    await expect(main.getByRole('alert')).toHaveCount(0);
    await expectSignedIn(page);
  });
});

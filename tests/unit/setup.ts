// Before React DOM loads: it keeps the `setTimeout` it finds.
import './support/no-reveal-throttle';
import '@testing-library/jest-dom/vitest';
import './support/keep-empty-form-fields';
import './support/no-owner-stacks';
import { STATE_WAIT } from './support/waits';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { stopFakeChatServer } from '@mocks/chat-server/mock-socket-server';
import { network } from '@mocks/controls/network';
import { requestLog } from '@mocks/controls/request-log';
import { resetDatabase, server } from '@mocks/node';
import { clearPurchaseResult } from '@/member/premium/purchase-result';
import { changeLanguage, i18n } from '@/shared/i18n/i18n';
import { followBrowserOnlineStatus } from '@/shared/network/online-status';
import { endSession } from '@/shared/session/session';

/**
 * Every test talks to the same fake backend as the browser, through msw/node. A
 * request no handler answers is a failing test, not a silent pass-through.
 */
// Every findBy… and waitFor waits up to the one named wait (support/waits.ts).
configure({ asyncUtilTimeout: STATE_WAIT.timeout });

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // The database is empty until seeded: the first test of a file starts from the seed too.
  await resetDatabase();
  // What came in after the last file's last test (an answer still on its way) is not this file's.
  requestLog.clear();
});

beforeEach(() => {
  // The app's online state heard from this file's window, and read from it: the query client, made once per
  // worker, would go on listening to the window of the file that first loaded it, and miss this file's offline.
  followBrowserOnlineStatus();
});

afterEach(async () => {
  // Vitest runs without globals, so Testing Library cannot register its own cleanup.
  cleanup();
  // A test's fake clock (support/movable-clock.ts) ends with it.
  vi.useRealTimers();
  server.resetHandlers();
  // Faults and refusals a test injected end with it, the network's condition too.
  network.clear();
  // Online again, as the browser says it (support/network.ts and app/offline/browser-offline.ts shadow it).
  Reflect.deleteProperty(navigator, 'onLine');
  await resetDatabase();
  requestLog.clear();
  // The session module caches what it read; ending it drops that cache too.
  endSession();
  // A purchase's banner still on show is kept in memory for the page's life: in a shared worker it would come up
  // on the next file's screens ("Boost Purchased Successfully" stood beside a test's own status for its 5 s).
  clearPurchaseResult();
  // The language outlives the file too (test files share a worker's modules): back to English, as a new visitor.
  if (i18n.isInitialized && i18n.language !== 'en') await changeLanguage('en');
  clearCookies();
  localStorage.clear();
  sessionStorage.clear();
});

afterAll(async () => {
  server.close();
  // A chat channel a screen left open would go on answering into the next file of this worker.
  stopFakeChatServer();
  // input-otp syncs its caret on three timers it never clears (0, 10 and 50 ms after each change or
  // focus). Let them run while this file's DOM still exists: fired after the environment's teardown,
  // their state update finds no window and fails the whole run ("window is not defined"). Only a file
  // that showed one waits: the 60 ms in each DOM file (131 today) held the run up some 4 s.
  if (inputOtpWasShown()) {
    await new Promise((resolve) => setTimeout(resolve, INPUT_OTP_TIMERS_DONE_MS));
    // The 'dom' project's files share one document per worker: without this, every later file would wait too.
    document.getElementById(INPUT_OTP_STYLE_ID)?.remove();
  }
});

/** input-otp's last timer (50 ms) and a margin. */
const INPUT_OTP_TIMERS_DONE_MS = 60;

const INPUT_OTP_STYLE_ID = 'input-otp-style';

/**
 * input-otp adds its style sheet to the page's <head> when one of its inputs mounts and finds none, and leaves it
 * there (cleanup() empties the body only). The files of a 'dom' worker share one document (isolate: false), so the
 * sheet is taken away after each file's wait: it then says this file showed one.
 */
function inputOtpWasShown(): boolean {
  return document.getElementById(INPUT_OTP_STYLE_ID) !== null;
}

function clearCookies() {
  const expired = 'expires=Thu, 01 Jan 1970 00:00:00 GMT';
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (!name) continue;
    for (const path of ['/', '/web', '/web/']) document.cookie = `${name}=; ${expired}; path=${path}`;
  }
}

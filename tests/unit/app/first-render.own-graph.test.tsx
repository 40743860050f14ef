import { act, waitFor, within } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { afterEach, expect, it, vi } from 'vitest';
import { routerBasename } from '@/app/app-providers';
import { mountApp, SCREENS_WAIT_MS } from '@/app/prerender/mount-app';
import { i18n } from '@/shared/i18n/i18n';
import { signIn } from '@mocks/testing/sign-in';
import { quietSpell } from '../support/waits';

/**
 * A deep link of the signed-in area renders afresh (mount-app.tsx): with its screens and texts in, nothing suspended
 * and no loading state between the blank page and the screen; only when they are slower than SCREENS_WAIT_MS does
 * the app show its loading state meanwhile. (Its own module graph: a screen whose load is held for good in the
 * second test would hold every later render of it.)
 */

let reactRoot: Root | undefined;
afterEach(() => {
  act(() => reactRoot?.unmount());
  reactRoot = undefined;
  document.body.replaceChildren();
  history.replaceState(null, '', `${routerBasename}/`);
});

/**
 * The page's #root at `path`, and whether the app's loading state has ever stood in it in place of the page (its
 * Suspense fallback, while a screen's chunk or texts load; the shell's own spinner while its data loads is not it).
 */
function openAt(path: string) {
  const root = document.createElement('div');
  root.id = 'root';
  document.body.replaceChildren(root);
  history.replaceState(null, '', `${routerBasename}${path}`);
  const seen = { loading: false };
  new MutationObserver(() => {
    if (root.firstElementChild?.matches('[role="status"]')) seen.loading = true;
  }).observe(root, { childList: true, subtree: true, characterData: true });
  return { root, seen };
}

/**
 * The first render's wait (the one timer of SCREENS_WAIT_MS) ends only when the test says, whatever this worker's
 * speed; every other timer runs as usual (the query client's notifications ride on them).
 */
function holdTheWait(): { end: () => void } {
  const realSetTimeout = globalThis.setTimeout;
  let ending: (() => void) | undefined;
  vi.spyOn(globalThis, 'setTimeout').mockImplementation(((handler: () => void, ms?: number, ...rest: unknown[]) => {
    if (ms !== SCREENS_WAIT_MS) return realSetTimeout(handler, ms, ...rest);
    ending = handler;
    return 0;
  }) as typeof setTimeout);
  return { end: () => ending?.() };
}

it('shows a deep link once its screens are in, with no loading state before it', async () => {
  holdTheWait();
  await signIn('regular');
  const { root, seen } = openAt('/app/Message');
  await act(async () => {
    reactRoot = await mountApp(root);
  });
  await waitFor(() => expect(within(root).getByRole('heading', { name: 'Messages', level: 1 })).toBeInTheDocument());
  expect(seen.loading).toBe(false);
});

it('shows the loading state once the wait is over, when the screens are slower', async () => {
  const wait = holdTheWait();
  await signIn('regular');
  // The Visitors screen's texts never come.
  vi.spyOn(i18n, 'loadNamespaces').mockReturnValue(new Promise(() => undefined));
  const { root, seen } = openAt('/app/Visitors');
  let mounted: Promise<Root> | undefined;
  await act(async () => {
    mounted = mountApp(root);
    await quietSpell();
  });
  expect(root).toBeEmptyDOMElement();

  await act(async () => {
    wait.end();
    reactRoot = await mounted;
  });
  await waitFor(() => expect(seen.loading).toBe(true));
});

import { act, waitFor, within } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routerBasename } from '@/app/app-providers';
import { mountApp } from '@/app/prerender/mount-app';
import { prerenderedPages } from '@/app/prerender/pages';
import { COPY_ATTRIBUTE, PATH_ATTRIBUTE } from '@/app/prerender/prerendered-copy';
import { renderPage } from '@/app/prerender/render-page';
import { writeLanguageCookie } from '@/shared/i18n/language-cookie';
import { startSession } from '@/shared/session/session';

/**
 * The build prerenders the public pages (scripts/vite/prerender-plugin.ts) and the client hydrates them
 * (mount-app.tsx). Here both run with React's development build, which reports any difference between
 * the page and the client's first render, attributes included (the production build the e2e suite runs
 * only notices a different text).
 */

let reactRoot: Root | undefined;
afterEach(() => {
  act(() => reactRoot?.unmount());
  reactRoot = undefined;
  document.documentElement.removeAttribute(PATH_ATTRIBUTE);
  document.body.replaceChildren();
  history.replaceState(null, '', `${routerBasename}/`);
});

/**
 * React's server renderer leaves the context values of its last task set when it finishes (it does not
 * expect a client render in the same process, which then reads them: "a <Router> inside another"). A
 * render with no provider switches them back.
 */
async function forgetServerContexts() {
  await new Response((await prerender(<p />)).prelude).text();
}

/** The document as the build writes it for `path`, at that address: its copies in #root (their style attributes left in place). */
async function openPrerendered(path: string): Promise<HTMLElement> {
  const copies = await renderPage(path);
  await forgetServerContexts();
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = copies.map(({ language, html }) => `<div ${COPY_ATTRIBUTE}="${language}" inert>${html}</div>`).join('');
  document.body.replaceChildren(root);
  document.documentElement.setAttribute(PATH_ATTRIBUTE, path);
  history.replaceState(null, '', `${routerBasename}${path}`);
  return root;
}

/**
 * What React reports while hydrating. Less one warning about this test itself: the server renderer
 * marks every context it rendered as its own for good, so the client's development build says two
 * renderers share them (they do, here only: the build renders in Node, the browser hydrates).
 */
let reported: unknown[] = [];
const onError = (event: ErrorEvent) => void reported.push(event.error ?? event.message);
beforeEach(() => {
  reported = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (String(args[0]).startsWith('Detected multiple renderers concurrently rendering the same context provider')) return;
    reported.push(args);
  });
  window.addEventListener('error', onError);
});
afterEach(() => window.removeEventListener('error', onError));

describe.each(prerenderedPages.map((page) => page.path))('the prerendered page %s', (path) => {
  it.each(['en', 'fr', 'ar'] as const)('hydrates in %s, its nodes kept, with no mismatch', async (language) => {
    const root = await openPrerendered(path);
    writeLanguageCookie(language);
    const copy = root.querySelector<HTMLElement>(`[${COPY_ATTRIBUTE}="${language}"]`);
    const firstNode = copy?.firstElementChild;

    await act(async () => {
      reactRoot = await mountApp(root);
    });
    await waitFor(() => expect(copy).not.toHaveAttribute('inert'));

    expect(reported).toEqual([]);
    // Hydrated, not rendered afresh: the painted nodes are the app's.
    expect(firstNode?.isConnected).toBe(true);
    expect(root.children).toHaveLength(1);
    expect(document.documentElement).toHaveAttribute('lang', language);
  });
});

it('reports a page that differs from the first render (the check above can fail)', async () => {
  const root = await openPrerendered('/');
  root.innerHTML = root.innerHTML.replaceAll('aria-label="Language"', 'aria-label="Languages"');
  await act(async () => {
    reactRoot = await mountApp(root);
  });
  await waitFor(() => expect(reported).not.toEqual([]));
});

describe('a prerendered page the first render would not match', () => {
  it('is rendered afresh for a member, who is sent on to /app', async () => {
    const root = await openPrerendered('/');
    startSession({ token: 'token', userId: 'member-1' });
    const firstNode = root.querySelector('p');
    await act(async () => {
      reactRoot = await mountApp(root);
    });
    expect(firstNode?.isConnected).toBe(false);
    await waitFor(() => expect(location.pathname).toMatch(new RegExp(`^${routerBasename}/app`)));
  });

  it('is rendered afresh with a query (the Signup tab)', async () => {
    const root = await openPrerendered('/login');
    history.replaceState(null, '', `${routerBasename}/login?tab=signup`);
    await act(async () => {
      reactRoot = await mountApp(root);
    });
    expect(await within(root).findByRole('tab', { selected: true })).toHaveTextContent('Signup');
    expect(root.querySelector(`[${COPY_ATTRIBUTE}]`)).toBeNull();
  });
});

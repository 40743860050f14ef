/**
 * The Chromium the end-to-end tests drive, or null when none is found (see find-browser.mjs).
 * `{ shell: false }`: the whole browser, not the headless shell (what Lighthouse measures).
 */
export function findBrowser(options?: { shell?: boolean }): string | null;

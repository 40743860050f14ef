/** The Chromium the end-to-end tests drive, or null when none is found (see find-browser.mjs). */
export function findBrowser(): string | null;

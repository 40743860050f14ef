/**
 * Appended to MSW's worker (mocks/public/mockServiceWorker.js, which MSW rewrites at each install) by the
 * `amora:mock-service-worker` plugin of vite.config.ts. Once the worker controls a page, MSW hands every
 * request of that page to the page and back before it goes on: the app's chunks, styles, fonts and pictures
 * included, which the fake backend never answers (its handlers take only `/api/` calls). The Service Worker
 * Static Routing API sends those straight to the network instead, past the worker
 * (docs/decisions/005-files-past-the-worker.md). A browser without the API, or one that refuses the rule,
 * keeps the worker's own way: every request through it, as before.
 */
addEventListener('install', (event) => {
  if (typeof event.addRoutes !== 'function' || typeof URLPattern !== 'function') return;
  let added;
  try {
    // Called during the event, as the API asks; refused at once (a thrown error) or later (a rejection).
    added = event.addRoutes([{ condition: { not: { urlPattern: new URLPattern({ pathname: '*/api/*' }) } }, source: 'network' }]);
  } catch {
    return;
  }
  // A refusal must not fail the install: the worker would not start, and the fake backend with it.
  event.waitUntil(Promise.resolve(added).catch(() => undefined));
});

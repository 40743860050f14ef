/**
 * The fake backend's service worker: MSW's own (mockServiceWorker.js beside it, as `npx msw init` writes it)
 * behind one rule. Only calls to the API (`…/api/…`, the one path the handlers answer) go to the page's
 * handlers; everything else the page loads (the app's chunks, styles, fonts, photos) goes to the network as if
 * no worker were there. Through MSW's worker, each of those was first sent to the page and back (to be told
 * "not mine"), waiting whenever the page's main thread was busy, then fetched by the worker and streamed
 * through it. This listener is registered first, so stopping the event keeps MSW's from seeing it; an event
 * nobody answers is fetched by the browser itself.
 */
self.addEventListener('fetch', (event) => {
  if (!new URL(event.request.url).pathname.includes('/api/')) event.stopImmediatePropagation();
});

importScripts('./mockServiceWorker.js');

/**
 * The page is told of the network as a browser tells it: `navigator.onLine` reads false while the link is down,
 * and window gets an `offline` event as it goes, an `online` one as it comes back. The app listens to the
 * browser's own signals, so it needs no fake-only code (docs/decisions/018-network-conditions.md).
 *
 * The fake backend's worker answers the page's calls before the browser's network is asked (which is why
 * Playwright's `context.setOffline()` changes nothing here), so the browser's own `onLine` would say true:
 * it is shadowed on the navigator object while the link is down, and the browser's own getter is back after.
 */
export function tellThePageItIsOnline(up: boolean): void {
  if (typeof window === 'undefined' || typeof navigator === 'undefined') return;
  if (up) Reflect.deleteProperty(navigator, 'onLine');
  else Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
  window.dispatchEvent(new Event(up ? 'online' : 'offline'));
}

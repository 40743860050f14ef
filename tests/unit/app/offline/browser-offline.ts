import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';

/**
 * The browser's own word on the network, as a unit test plays it: `navigator.onLine` and the window's
 * `offline`/`online` events, and every /api call failing as a fetch TypeError meanwhile (what a dropped
 * network is to fetch). The app listens to nothing else (docs/decisions/019-offline-member.md).
 */
const failEveryCall = http.all('*/api/*', () => HttpResponse.error());

/** Offline from now on; `{ event: false }`: as a page that opens offline finds it, with no event to hear. */
export function goOffline({ event = true }: { event?: boolean } = {}): void {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
  server.use(failEveryCall);
  if (event) window.dispatchEvent(new Event('offline'));
}

export function goOnline(): void {
  // The own property goes: navigator's own getter answers again (true in happy-dom).
  Reflect.deleteProperty(navigator, 'onLine');
  server.resetHandlers();
  window.dispatchEvent(new Event('online'));
}

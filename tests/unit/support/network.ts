import { networkConditions, type NetworkCondition } from '@mocks/controls/network-conditions';
import { networkLink } from '@mocks/controls/network-link';
import { handlers } from '@mocks/handlers';
import { server } from '@mocks/node';

/** The link the browser's worker puts in front of the fake backend (mocks/browser.ts), in front of msw/node's handlers. */
const link = networkLink(handlers);

/**
 * The unit tests' injector for network conditions (mocks/controls/network-conditions.ts), as the browser meets
 * them: `setNetwork('offline')` fails every call as a fetch TypeError, drops the chat socket and tells the page
 * (`navigator.onLine`, window's offline event); 'slow-3g' holds each call by its bodies' sizes on the fake clock;
 * 'flapping' comes and goes on its schedule. The link is put in front of this test's handlers, which the
 * setup's `server.resetHandlers()` takes away again, and `network.clear()` brings the network back online.
 */
export function setNetwork(condition: NetworkCondition): void {
  if (!server.listHandlers().includes(link)) server.use(link);
  networkConditions.set(condition);
}

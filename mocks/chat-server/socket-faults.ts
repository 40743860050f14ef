import { logChatEvent } from './chat-network';
import { closeEveryConnection } from './mock-socket-server';
import { wireFaults, type WireFaults } from './wire-faults';

/**
 * Socket faults (docs/product/fake-backend-and-demo.md#controls): what a train does to a chat connection beside
 * taking the whole network away (network-conditions.ts). `window.__amora.dropSocket()` and its neighbours call
 * these; the unit tests call them directly.
 */

let refusalsLeft = 0;
let delayMs = 0;
/** Deliveries held to go out in reverse order once `count` of them are in. */
let reorder: { count: number; held: (() => void)[] } | undefined;

function sendAfterDelay(send: () => void): void {
  if (delayMs > 0) setTimeout(send, delayMs);
  else send();
}

const faults: WireFaults = {
  refusesHandshake() {
    if (refusalsLeft === 0) return false;
    refusalsLeft -= 1;
    return true;
  },
  deliver(send) {
    if (!reorder) return sendAfterDelay(send);
    reorder.held.push(send);
    if (reorder.held.length < reorder.count) return;
    const held = reorder.held.reverse();
    reorder = undefined;
    logChatEvent('delivery', `${held.length} deliveries sent in reverse order`);
    held.forEach(sendAfterDelay);
  },
  clear() {
    const held = reorder?.held ?? [];
    reorder = undefined;
    refusalsLeft = 0;
    delayMs = 0;
    held.forEach((send) => send());
  },
};

export const socketFaults = {
  /** Every chat connection drops now, as a tunnel drops it: each client sees 'disconnect' and tries again a second later. */
  dropNow(): void {
    closeEveryConnection('dropped by the controls');
  },
  /** The next `times` handshakes meet a refused connection (a transport error); socket.io-client tries again a second later. */
  refuseNextHandshake(times = 1): void {
    wireFaults.install(faults);
    refusalsLeft += times;
  },
  /** Every delivery to a client arrives `ms` later (null: at once again); their order is kept. */
  delayDeliveries(ms: number | null): void {
    wireFaults.install(faults);
    delayMs = ms ?? 0;
  },
  /** The next `count` deliveries to clients are held, then sent in reverse order (2: the next two swap). */
  reorderDeliveries(count = 2): void {
    wireFaults.install(faults);
    reorder = { count, held: [] };
  },
  /** No socket fault any more: what is held goes out in the order it came. */
  clear: (): void => wireFaults.clear(),
};

export type SocketFaults = typeof socketFaults;

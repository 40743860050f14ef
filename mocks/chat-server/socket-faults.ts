import type { WireFaults } from './wire-faults';

/**
 * Socket faults on deliveries and handshakes (docs/product/fake-backend-and-demo.md#controls): what a train does
 * to a chat connection beside taking the whole network away (network-conditions.ts). Loaded with the first one
 * the controls ask for (`window.__amora.refuseNextHandshake()` and its neighbours, controls.ts), so it imports
 * nothing of the fake backend: anything it shared with the start would be split off into a chunk of its own.
 */
export interface SocketFaults extends WireFaults {
  /** The next `times` handshakes meet a refused connection (a transport error); socket.io-client tries again a second later. */
  refuseNextHandshake(times: number): void;
  /** Every delivery to a client arrives `ms` later (null: at once again); their order is kept. */
  delayDeliveries(ms: number | null): void;
  /** The next `count` deliveries to clients are held, then sent in reverse order (2: the next two swap). */
  reorderDeliveries(count: number): void;
}

export function createSocketFaults(): SocketFaults {
  let refusalsLeft = 0;
  let delayMs = 0;
  /** Deliveries held to go out in reverse order once `count` of them are in. */
  let reorder: { count: number; held: (() => void)[] } | undefined;

  const sendAfterDelay = (send: () => void): void => {
    if (delayMs > 0) setTimeout(send, delayMs);
    else send();
  };

  return {
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
      held.forEach(sendAfterDelay);
    },
    /** No socket fault any more: what is held goes out in the order it came. */
    clear() {
      const held = reorder?.held ?? [];
      reorder = undefined;
      refusalsLeft = 0;
      delayMs = 0;
      held.forEach((send) => send());
    },
    refuseNextHandshake(times) {
      refusalsLeft += times;
    },
    delayDeliveries(ms) {
      delayMs = ms ?? 0;
    },
    reorderDeliveries(count) {
      reorder = { count, held: [] };
    },
  };
}

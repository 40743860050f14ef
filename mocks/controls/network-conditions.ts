import type { NetworkCondition } from './network-condition-names';
import { tellThePageItIsOnline } from './page-online-signals';

export { isNetworkCondition, networkConditionNames, type NetworkCondition } from './network-condition-names';

/**
 * The whole network as a member meets it on a train (docs/product/fake-backend-and-demo.md#controls,
 * docs/decisions/018-network-conditions.md): on, gone, slow, or coming and going. Every call, every upload and
 * every chat connection of the fake backend goes through this one link (network-link.ts, network.ts and the chat
 * server), and the page hears of it as a browser tells it: `navigator.onLine` and window's online/offline events.
 *
 * Timed by setTimeout only (flapping's schedule, slow-3g's waits), so Playwright's `page.clock` and Vitest's
 * fake timers drive it: deterministic under the fake clock.
 */
/** What a subscriber hears: the condition chosen, and whether the link carries anything at this moment. */
export interface NetworkState {
  condition: NetworkCondition;
  /** False offline, and during flapping's down phases. */
  up: boolean;
}

/** Flapping's fixed schedule: up this long from the moment it is chosen, then down, then up again, and so on. */
export const FLAPPING_UP_MS = 5_000;
export const FLAPPING_DOWN_MS = 3_000;

let state: NetworkState = { condition: 'online', up: true };
let flapTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<(state: NetworkState) => void>();

function change(next: NetworkState): void {
  const wasUp = state.up;
  state = next;
  if (wasUp !== next.up) tellThePageItIsOnline(next.up);
  for (const listener of listeners) listener(next);
}

/** One phase of flapping, then the next, for as long as flapping is the condition. */
function flap(up: boolean): void {
  change({ condition: 'flapping', up });
  flapTimer = setTimeout(() => flap(!up), up ? FLAPPING_UP_MS : FLAPPING_DOWN_MS);
}

export const networkConditions = {
  set(condition: NetworkCondition): void {
    clearTimeout(flapTimer);
    flapTimer = undefined;
    if (condition === 'flapping') return flap(true);
    change({ condition, up: condition !== 'offline' });
  },
  current: (): NetworkCondition => state.condition,
  /** Whether the link carries anything now (false offline and while flapping is down). */
  isUp: (): boolean => state.up,
  state: (): NetworkState => state,
  /** Hears every change of condition and every flap; returns the way to stop hearing. */
  subscribe(listener: (state: NetworkState) => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/**
 * React 19 holds content that replaces a Suspense fallback until 300 ms after the fallback showed (its
 * FALLBACK_THROTTLE_MS, facebook/react#30408: not configurable), on a real timer its DOM build took when it loaded.
 * For a member's eyes that spares a flash; for a test it is 300 ms of nothing each time a lazy part first opens in a
 * worker, or a screen suspends. Imported before React DOM (tests/unit/setup.ts), this hands React a `setTimeout`
 * that runs that one timer at once: the callback React gives it is its `completeRootWhenReady`, bound. The journeys
 * (tests/e2e) see the throttle as members do.
 *
 * Should React rename it, the timer is no longer recognised and the tests only wait again:
 * its test (no-reveal-throttle.test.tsx) counts the reveals this skipped, and fails first.
 */
const REACT_REVEAL = 'bound completeRootWhenReady';

export const revealThrottle = { skipped: 0 };

const setTimeoutBefore = globalThis.setTimeout;

function setTimeoutWithoutRevealThrottle(handler: TimerHandler, delay?: number, ...args: unknown[]) {
  if (typeof handler === 'function' && handler.name === REACT_REVEAL) {
    revealThrottle.skipped += 1;
    return setTimeoutBefore(handler, 0, ...args);
  }
  return setTimeoutBefore(handler, delay, ...args);
}

globalThis.setTimeout = Object.assign(setTimeoutWithoutRevealThrottle, setTimeoutBefore) as typeof setTimeout;

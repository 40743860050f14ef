import { performance } from 'node:perf_hooks';
import { clearInterval as realClearInterval, setInterval as realSetInterval } from 'node:timers';
import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onTestFinished, vi } from 'vitest';
import { fakeClockOf } from './fake-clock';

/**
 * The product's own waits (the deck's 2 s before its cards, the pay button's 2 s, a notice's 2 s to 5 s) on a
 * clock the test moves on instead of waiting them out, which also lets it judge a wait to the millisecond.
 * Only `setTimeout` becomes Vitest's fake, and it still keeps real time (keepRealTime), so the rest runs as it does
 * without: Testing Library's polling keeps the real clock, and so do the calls' own limits unless
 * callLimitsOnTheClock() puts them on it.
 * tests/unit/setup.ts puts the real timers back after each test.
 */
export function useMovableClock(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  keepRealTime();
}

/** How often the movable clock catches up with real time (real time). */
const CATCH_UP_EVERY_MS = 1;
let catchingUp: ReturnType<typeof realSetInterval> | undefined;

/**
 * Moves the fake clock on by the real time passed, looked at every millisecond, until the test ends. Not Vitest's
 * `shouldAdvanceTime`, which adds a fixed 20 ms per 20 ms timer: a `setTimeout(0)` of the product's (TanStack
 * Query tells its observers of new data in one) waited up to 20 ms, half of a pressed-call case's time, and a busy
 * machine, firing that timer late, fell behind real time (tests/unit/stories/story-clock.ts says the same).
 */
function keepRealTime(): void {
  // A second useMovableClock() in one test: one look, or the clock would run twice as fast.
  realClearInterval(catchingUp);
  let last = performance.now();
  catchingUp = realSetInterval(() => {
    // The real timers back (setup.ts, after each test) before this test's end stops the look.
    if (!vi.isFakeTimers()) return realClearInterval(catchingUp);
    const passed = Math.floor(performance.now() - last);
    if (passed < 1) return;
    last += passed;
    vi.advanceTimersByTime(passed);
  }, CATCH_UP_EVERY_MS);
  onTestFinished(() => realClearInterval(catchingUp));
}

/**
 * Moves the clock on by `ms`, running what falls due on the way and the promises that settles; React renders
 * what those changed before this resolves (act), so the test judges the screen of that instant.
 */
export async function moveClock(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** Whether one of the product's timers of `ms` waits on the movable clock (the client's pause before it tries a read again). */
export function timerPending(ms: number): boolean {
  return Object.values(fakeClockOf(setTimeout).timers ?? {}).some((timer) => timer.delay === ms);
}

/** A user whose own pauses (user-event's setTimeout between keys) pass at once on the movable clock. */
export function userOnMovableClock() {
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

const callLimits = new WeakMap<AbortSignal, number>();

/**
 * The calls' own limits (the client's `AbortSignal.timeout`, 8 s for a read and 20 s for an action) on the movable
 * clock as well, after useMovableClock(): a call left hanging fails as a timeout once the test moves the clock by
 * its limit, which `callLimitOf(request.signal)` gives in a handler (the request carries the client's signal).
 */
export function callLimitsOnTheClock(): void {
  vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms) => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(new DOMException('signal timed out', 'TimeoutError')), ms);
    callLimits.set(controller.signal, ms);
    return controller.signal;
  });
}

/** The limit the client gave the call of this signal, on the movable clock (callLimitsOnTheClock). */
export function callLimitOf(signal: AbortSignal): number {
  const limit = callLimits.get(signal);
  if (limit === undefined) throw new Error('This call has no limit on the movable clock: call callLimitsOnTheClock() before the render');
  return limit;
}

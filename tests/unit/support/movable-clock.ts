import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';

/**
 * The product's own waits (the deck's 2 s before its cards, the pay button's 2 s, a notice's 2 s to 5 s) on a
 * clock the test moves on instead of waiting them out, which also lets it judge a wait to the millisecond.
 * Only `setTimeout` becomes Vitest's fake, and it still keeps real time, so the rest runs as it does without:
 * the calls' own timeouts (AbortSignal.timeout) and Testing Library's polling keep the real clock.
 * tests/unit/setup.ts puts the real timers back after each test.
 */
export function useMovableClock(): void {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
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

/** A user whose own pauses (user-event's setTimeout between keys) pass at once on the movable clock. */
export function userOnMovableClock() {
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

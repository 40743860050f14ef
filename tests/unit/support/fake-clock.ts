/** What the tests read of Vitest's fake clock (@sinonjs/fake-timers): its time, and each timer's due time and delay. */
export interface FakeClock {
  now: number;
  timers?: Record<string, { callAt: number; delay?: number }>;
}

function isFakeClock(value: unknown): value is FakeClock {
  return typeof value === 'object' && value !== null && 'now' in value && typeof value.now === 'number';
}

/**
 * The clock behind Vitest's fake `setTimeout`, which carries it; throws at once when the timers are real, or when a
 * Vitest update stops carrying it (the movable clock and the stories' clock then need another way to read it).
 */
export function fakeClockOf(fakeSetTimeout: typeof setTimeout): FakeClock {
  const clock: unknown = Reflect.get(fakeSetTimeout, 'clock');
  if (!isFakeClock(clock)) throw new Error("setTimeout carries no fake clock: the timers are real, or Vitest's fake no longer carries its clock");
  return clock;
}

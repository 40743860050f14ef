/**
 * The fake backend's clock. It runs with real time, shifted by what the
 * controls moved it forward, so boost, premium and session expiry can be
 * reached in a demo or a test without waiting.
 */
let offsetMs = 0;
let frozenAt: number | null = null;

export const clock = {
  now: (): number => (frozenAt ?? Date.now()) + offsetMs,
  advance(ms: number): void {
    offsetMs += ms;
  },
  /** How far the controls moved the clock, kept with the saved database. */
  offset: (): number => offsetMs,
  setOffset(ms: number): void {
    offsetMs = ms;
  },
  /** Tests pin the time so seeded dates are the same on every run. */
  freeze(at: number): void {
    frozenAt = at;
    offsetMs = 0;
  },
  reset(): void {
    frozenAt = null;
    offsetMs = 0;
  },
};

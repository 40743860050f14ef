/**
 * "Now" as the app should read it for what it shows against the server's times
 * (a chat row's "today", a sent message's time). The browser's clock, except in
 * the demo: there the composition root points it at the fake backend's clock
 * (mocks/lib/clock.ts), which the controls move forward, so the times the
 * screens show agree with the times the fake server writes.
 */
let source: () => number = () => Date.now();

/** Called by the composition root (src/main.tsx) in mock mode, or by a test. */
export function provideNow(now: () => number): void {
  source = now;
}

/** Back to the browser's clock (tests). */
export function resetNow(): void {
  source = () => Date.now();
}

/** Epoch milliseconds. */
export function now(): number {
  return source();
}

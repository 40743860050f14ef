/**
 * Calls wait behind a hold: in mock mode the composition root holds them until the fake backend listens,
 * so the app's first call (checklicense) never reaches the static server. A hold that fails releases its
 * calls, as one that succeeds does.
 */
export function createCallHold() {
  let hold: Promise<unknown> = Promise.resolve();
  return {
    holdUntil(promise: Promise<unknown>): void {
      hold = promise;
    },
    async released(): Promise<void> {
      await hold.catch(() => undefined);
    },
  };
}

/**
 * Calls wait behind a hold: the composition root holds them until the fake
 * backend listens (mock mode), and the fake backend holds them for good when
 * the page starts to unload (its worker no longer answers a leaving page). A
 * call waits for the latest hold, so one already waiting when the page starts
 * to unload is held too, and never reaches the network. A hold that fails
 * releases its calls, as one that succeeds does.
 */
export function createCallHold() {
  let hold: Promise<unknown> = Promise.resolve();
  return {
    holdUntil(promise: Promise<unknown>): void {
      hold = promise;
    },
    async released(): Promise<void> {
      let waitedFor: Promise<unknown>;
      do {
        waitedFor = hold;
        await waitedFor.catch(() => undefined);
      } while (waitedFor !== hold);
    },
  };
}

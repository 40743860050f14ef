import { describe, expect, it } from 'vitest';
import { createCallHold } from '@/shared/api/call-hold';

/** Whether the promise has settled, after every pending turn has run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

function deferred() {
  let resolve: () => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('the hold calls wait behind', () => {
  it('lets calls go at once when nothing holds them', async () => {
    expect(await settled(createCallHold().released())).toBe(true);
  });

  it('releases its calls when the hold settles, whether it succeeds or fails', async () => {
    for (const outcome of ['resolve', 'reject'] as const) {
      const hold = createCallHold();
      const start = deferred();
      hold.holdUntil(start.promise);
      const call = hold.released();
      expect(await settled(call)).toBe(false);
      start[outcome](new Error('the fake backend did not start'));
      expect(await settled(call)).toBe(true);
    }
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { untilControlledBy } from '@mocks/lib/worker-control';

/** A page's service worker container: its controller, and the event that tells of a new one. */
class Container extends EventTarget {
  controller: string | null = null;
  claimBy(worker: string) {
    this.controller = worker;
    this.dispatchEvent(new Event('controllerchange'));
  }
}

afterEach(() => {
  vi.useRealTimers();
});

describe("the page's wait for the fake backend's worker to control it", () => {
  it('is over at once when the worker already controls the page (a reload of a controlled page)', async () => {
    const container = new Container();
    container.controller = 'worker';
    await expect(untilControlledBy(container, 'worker', 5000)).resolves.toBe(true);
  });

  it('lasts until the page is told that the worker controls it, whatever controlled it before', async () => {
    vi.useFakeTimers();
    const container = new Container();
    container.controller = 'old worker';
    let controlled: boolean | undefined;
    void untilControlledBy(container, 'new worker', 5000).then((result) => (controlled = result));
    await vi.advanceTimersByTimeAsync(100);
    expect(controlled).toBeUndefined();
    container.claimBy('new worker');
    await vi.advanceTimersByTimeAsync(0);
    expect(controlled).toBe(true);
  });

  it('gives up after its time with false, so the app starts anyway, and stops listening', async () => {
    vi.useFakeTimers();
    const container = new Container();
    const removed = vi.spyOn(container, 'removeEventListener');
    const waiting = untilControlledBy(container, 'worker', 5000);
    await vi.advanceTimersByTimeAsync(5000);
    await expect(waiting).resolves.toBe(false);
    expect(removed).toHaveBeenCalledWith('controllerchange', expect.any(Function));
  });

  it('has nothing to wait for without a worker', async () => {
    await expect(untilControlledBy(new Container(), undefined, 5000)).resolves.toBe(true);
  });
});

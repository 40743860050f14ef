import { afterEach, describe, expect, it, vi } from 'vitest';
import { claimedOrReloaded, pageClaimedOrReloaded, untilControlledBy } from '@mocks/lib/worker-control';

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

/** A worker as its registration shows it: installing, then activating, then activated. */
interface Worker {
  state: string;
}

/** A container with a registration for the scope, holding `registered` in the slot its state names. */
function containerWith(registered: Worker | null) {
  const container = new (class extends EventTarget {
    controller: Worker | null = null;
    getRegistration = vi.fn(async () =>
      registered
        ? {
            active: ['activating', 'activated'].includes(registered.state) ? registered : null,
            waiting: registered.state === 'installed' ? registered : null,
            installing: registered.state === 'installing' ? registered : null,
          }
        : undefined,
    );
    claimBy(worker: Worker) {
      worker.state = 'activated';
      this.controller = worker;
      this.dispatchEvent(new Event('controllerchange'));
    }
  })();
  return container;
}

describe('a page its worker is registered for but does not control', () => {
  const giveUpMs = 5000;

  it('goes on at once when the worker controls it, without asking for the registration', async () => {
    const container = containerWith({ state: 'activated' });
    container.controller = { state: 'activated' };
    const reload = vi.fn();
    await claimedOrReloaded(container, '/web/', { giveUpMs, reload });
    expect(container.getRegistration).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('goes on at once on a first visit, where no worker is registered yet (MSW registers one)', async () => {
    const reload = vi.fn();
    await claimedOrReloaded(containerWith(null), '/web/', { giveUpMs, reload });
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads, and never goes on, when an activated worker stands: it will claim nothing more (a hard reload)', async () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    let settled = false;
    void claimedOrReloaded(containerWith({ state: 'activated' }), '/web/', { giveUpMs, reload }).finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(giveUpMs * 2);
    expect(reload).toHaveBeenCalledOnce();
    expect(settled).toBe(false);
  });

  it.each(['installing', 'installed', 'activating'])('waits, without a reload, for a worker %s to claim it as it activates', async (state) => {
    vi.useFakeTimers();
    const worker = { state };
    const container = containerWith(worker);
    const reload = vi.fn();
    let settled = false;
    void claimedOrReloaded(container, '/web/', { giveUpMs, reload }).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(100);
    expect(settled).toBe(false);
    container.claimBy(worker);
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(true);
    expect(reload).not.toHaveBeenCalled();
  });

  it('goes on after its time when the claim never comes', async () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    let settled = false;
    void claimedOrReloaded(containerWith({ state: 'installing' }), '/web/', { giveUpMs, reload }).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(giveUpMs);
    expect(settled).toBe(true);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe("the page's own claim-or-reload, asked by the app and by the fake backend as the page starts", () => {
  it('asks the browser for the registration once for both', async () => {
    const container = containerWith(null);
    vi.stubGlobal('navigator', { serviceWorker: container });
    await Promise.all([pageClaimedOrReloaded('/once/'), pageClaimedOrReloaded('/once/')]);
    await pageClaimedOrReloaded('/once/');
    expect(container.getRegistration).toHaveBeenCalledOnce();
  });
});

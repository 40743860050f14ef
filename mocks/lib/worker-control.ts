/** How long the page waits for its worker to control it before it goes on without. */
export const CONTROL_WAIT_MS = 5000;

/**
 * MSW's start resolves once its worker is active and has answered the page. When that worker is a
 * new one, it claims the page as it activates, and the browser tells the page of its new controller
 * separately: a call sent before the page knows goes past the worker to the network, where no API
 * is. One of two readings of a failure seen once in a loaded run, where the app's first call
 * (checklicense) got the static server's 404 around a page load (the other: a call that waited
 * through the start while the page began to unload, src/shared/api/call-hold.ts). The fake backend
 * waits until the page is controlled by the worker it started, for at most `giveUpMs`; false when
 * it never was.
 */
export function untilControlledBy<Worker>(
  container: EventTarget & { readonly controller: Worker | null },
  worker: Worker | null | undefined,
  giveUpMs: number,
): Promise<boolean> {
  return new Promise((resolve) => {
    const finish = (controlled: boolean) => {
      clearTimeout(giveUp);
      container.removeEventListener('controllerchange', check);
      resolve(controlled);
    };
    const check = () => {
      if (!worker || container.controller === worker) finish(true);
    };
    const giveUp = setTimeout(() => finish(false), giveUpMs);
    container.addEventListener('controllerchange', check);
    check();
  });
}

/** The part of a page's service worker container that `claimedOrReloaded` reads. */
export interface WorkerContainer<Worker extends { readonly state: string }> extends EventTarget {
  readonly controller: Worker | null;
  getRegistration(scope: string): Promise<{ readonly active: Worker | null; readonly installing: Worker | null; readonly waiting: Worker | null } | undefined>;
}

/**
 * A page loaded while the fake backend's worker is registered but not in control of it: a hard reload
 * bypasses the worker, and a worker that activates while the page's own load is under way never claims it.
 * MSW's start reloads such a page, but a public page starts the fake backend only after its first paint: a
 * second load of the login shortly after the first was reloaded once it could be typed into, and the
 * journey's sign-in never went (the reload came 0.3 s to 0.8 s in, measured). So the page looks as it
 * starts, before it can be used, and again before MSW's start:
 * - a worker that is installing, waiting or activating claims the page as it activates: wait for it (at most
 *   `giveUpMs`), so MSW sees a controlled page;
 * - an activated worker will claim nothing more: reload now, as MSW would later. The promise then never
 *   settles, as the page goes.
 */
export async function claimedOrReloaded<Worker extends { readonly state: string }>(
  container: WorkerContainer<Worker>,
  scope: string,
  { giveUpMs, reload }: { giveUpMs: number; reload: () => void },
): Promise<void> {
  if (container.controller) return;
  const registration = await container.getRegistration(scope);
  if (!registration || container.controller) return;
  const { active, installing, waiting } = registration;
  if (active?.state === 'activated') {
    reload();
    return new Promise<void>(() => undefined);
  }
  await untilControlledBy(container, active ?? waiting ?? installing, giveUpMs);
}

const pageClaims = new Map<string, Promise<void>>();

/**
 * `claimedOrReloaded` for this page and the worker's scope; nothing to do where the browser has no workers.
 * Asked twice as the page starts (src/main.tsx, then the fake backend's start) and answered once: nothing
 * registers a worker in between, and in a new browser profile a `getRegistration` takes 40 ms to 60 ms.
 */
export function pageClaimedOrReloaded(scope: string): Promise<void> {
  if (!('serviceWorker' in navigator)) return Promise.resolve();
  let claim = pageClaims.get(scope);
  if (!claim) {
    claim = claimedOrReloaded(navigator.serviceWorker, scope, { giveUpMs: CONTROL_WAIT_MS, reload: () => window.location.reload() });
    pageClaims.set(scope, claim);
  }
  return claim;
}

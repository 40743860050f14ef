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

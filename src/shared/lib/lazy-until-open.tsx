import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';

/**
 * A dialog whose code loads when it is first wanted, not with the screen that may open it: the screen's
 * first load stays within its budget (npm run size), and the dialog's chunk (with the form library, for the
 * dialogs that hold a form) comes in while the screen idles, so it is there by the time it opens. Until it
 * first opens it renders nothing; once opened it stays mounted, so it can animate its closing.
 */
export function lazyUntilOpen<P extends object>(load: () => Promise<ComponentType<P>>, isOpen: (props: P) => boolean): ComponentType<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => (loading ??= load().then((component) => ({ default: component })));
  const Loaded = lazy(preload);
  return function LazyUntilOpen(props: P) {
    const open = isOpen(props);
    const [wanted, setWanted] = useState(open);
    if (open && !wanted) setWanted(true);
    useEffect(() => whenIdle(() => void preload()), []);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}

/**
 * How long after the screen mounts its dialogs' code may start loading. A screen's opening is what the member waits
 * for (the deck's is its 2-second wait, then the cards): a chunk fetched and evaluated meanwhile shares the network
 * and the main thread with it, and Lighthouse's simulation counts every request made before the largest paint as
 * being on its way (docs/decisions/023-signed-in-lighthouse.md). No dialog opens that early: a match comes after a
 * swipe, the others after a press; one opened sooner loads then.
 */
const DIALOG_PRELOAD_DELAY_MS = 3000;

/** Runs `work` once the screen has opened and the page idles (soon after, where the browser cannot say); answers the cancel. */
function whenIdle(work: () => void): () => void {
  let cancelIdle = () => {};
  const timer = setTimeout(() => {
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(work, { timeout: 2000 });
      cancelIdle = () => cancelIdleCallback(handle);
    } else {
      work();
    }
  }, DIALOG_PRELOAD_DELAY_MS);
  return () => {
    clearTimeout(timer);
    cancelIdle();
  };
}

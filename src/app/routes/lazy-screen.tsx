import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { i18n } from '@/shared/i18n/i18n';

export interface LazyScreenOptions {
  /**
   * The text namespaces the screen shows first: they are fetched beside its
   * chunk instead of after it has run (no request chain: the route's chunk and
   * its texts load together).
   */
  texts?: string[];
  /** false for a screen that neither reads nor sends anything (the landing): it goes without the query client's chunk. */
  data?: boolean;
}

const loadQueryScope = () => import('./query-scope');

let screenLoaded: () => void = () => undefined;
/**
 * Settles once the first screen's chunk and texts are in (or failed to come):
 * what must not compete with the first route (the demo's fake backend) waits
 * for it.
 */
export const firstScreenLoaded = new Promise<void>((resolve) => {
  screenLoaded = resolve;
});

/**
 * A route whose screen loads with its area's chunk, its texts and the query
 * client, all at once. The nearest Suspense boundary (the app's, or the shell's
 * inside /app) shows the loading state.
 */
export function lazyScreen<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  { texts = [], data = true }: LazyScreenOptions = {},
): Pick<RouteObject, 'element' | 'handle'> {
  let loading: Promise<[M, typeof import('./query-scope') | null, unknown]> | undefined;
  const preload = () => {
    loading ??= Promise.all([load(), data ? loadQueryScope() : null, texts.length > 0 ? i18n.loadNamespaces(texts) : null]).finally(screenLoaded);
    return loading;
  };
  const Screen = lazy(async () => {
    const [module, scope] = await preload();
    const Picked = pick(module);
    if (!scope) return { default: Picked };
    const { QueryScope } = scope;
    return {
      default: function ScreenWithData() {
        return (
          <QueryScope>
            <Picked />
          </QueryScope>
        );
      },
    };
  });
  return { element: <Screen />, handle: { preload } satisfies RouteHandle };
}

/** What a lazy screen's route carries: `preload` starts loading its chunk and texts before it renders. */
export interface RouteHandle {
  preload: () => Promise<unknown>;
}

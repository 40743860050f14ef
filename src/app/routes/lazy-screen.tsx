import { lazy, useState, type ComponentType, type ReactNode } from 'react';
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
 * inside /app) shows the loading state, unless the screen was preloaded.
 */
export function lazyScreen<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  { texts = [], data = true }: LazyScreenOptions = {},
): Pick<RouteObject, 'element' | 'handle'> {
  let loaded: ComponentType | undefined;
  let chunk: Promise<ComponentType> | undefined;
  // The chunk once; the texts at each call, in the language of the moment (i18next skips what it has).
  const loadChunk = () => (chunk ??= Promise.all([load(), data ? loadQueryScope() : null]).then(([module, scope]) => withScope(pick(module), scope?.QueryScope)));
  const preload = async () => {
    const [screen] = await Promise.all([loadChunk(), texts.length > 0 ? i18n.loadNamespaces(texts) : null]).finally(screenLoaded);
    loaded = screen;
    return { default: screen };
  };
  const Lazy = lazy(preload);
  function Screen() {
    // Chosen once per mount: a preloaded screen renders at once, with no Suspense in between (what a
    // prerendered page hydrates); switching from one to the other later would remount it and lose its state.
    const [Shown] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Shown />;
  }
  return { element: <Screen />, handle: { preload } satisfies RouteHandle };
}

function withScope(Picked: ComponentType, QueryScope: ComponentType<{ children: ReactNode }> | undefined): ComponentType {
  if (!QueryScope) return Picked;
  return function ScreenWithData() {
    return (
      <QueryScope>
        <Picked />
      </QueryScope>
    );
  };
}

/**
 * What a lazy screen's route carries: `preload` loads its chunk and texts before it renders, so that
 * its first render does not suspend (a prerendered page is hydrated only then).
 */
export interface RouteHandle {
  preload: () => Promise<unknown>;
}

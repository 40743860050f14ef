import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/**
 * A route whose screen loads with its area's chunk. The nearest Suspense
 * boundary (the app's, or the shell's inside /app) shows the loading state.
 */
export function lazyScreen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): Pick<RouteObject, 'element'> {
  const Screen = lazy(async () => ({ default: pick(await load()) }));
  return { element: <Screen /> };
}

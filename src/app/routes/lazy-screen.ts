import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/** A route whose screen loads with its area's chunk. */
export function lazyScreen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: pick(await load()) }) };
}

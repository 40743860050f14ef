import type { RouteObject } from 'react-router';
import { beforeAll } from 'vitest';
import { routeTable } from '@/app/router';
import type { RouteHandle } from '@/app/routes/lazy-screen';

/**
 * The 'dom' project's files share a worker's modules (vitest.config.ts): every lazy screen of the route table is
 * loaded (its chunk and English texts) before the worker's first file, once, rather than by the first test that
 * renders it. That test's render would otherwise suspend while the screen's modules are transformed, and React
 * holds a revealed screen back 300 ms more.
 */
function handlesOf(routes: RouteObject[]): RouteHandle[] {
  return routes.flatMap((route) => [...(route.handle ? [route.handle as RouteHandle] : []), ...handlesOf(route.children ?? [])]);
}

// Each screen loads once: later files find them loaded and wait for nothing.
beforeAll(() => Promise.all(handlesOf(routeTable).map((handle) => handle.preload())));

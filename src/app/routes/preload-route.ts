import { matchRoutes, type RouteObject } from 'react-router';
import type { RouteHandle } from './lazy-screen';

/**
 * Starts loading the chunks and texts of every lazy screen the address leads to (the shell and its
 * screen), all at once: otherwise each waits for the one above it to render, and a deep link of the
 * signed-in area pays a request chain (the shell, its data, then the screen, then its texts).
 */
export function preloadRoute(routes: RouteObject[], pathname: string, basename: string): void {
  for (const { route } of matchRoutes(routes, pathname, basename) ?? []) {
    void (route.handle as Partial<RouteHandle> | undefined)?.preload?.();
  }
}

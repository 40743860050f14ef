import { matchRoutes, type RouteObject } from 'react-router';
import type { RouteHandle } from './lazy-screen';

/**
 * Starts loading the chunks and texts of every lazy screen the address leads to (the shell and its
 * screen), all at once: otherwise each waits for the one above it to render, and a deep link of the
 * signed-in area pays a request chain (the shell, its data, then the screen, then its texts).
 * Settles once they are all in: a prerendered page is hydrated then, its first render suspending on nothing.
 */
export async function preloadRoute(routes: RouteObject[], pathname: string, basename: string): Promise<void> {
  const matches = matchRoutes(routes, pathname, basename) ?? [];
  await Promise.all(matches.map(({ route }) => (route.handle as Partial<RouteHandle> | undefined)?.preload?.()));
}

import { useMemo } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { paths } from '@/shared/routing/paths';
import { RedirectIfOnboarded, RequireSession } from './guards';
import { appRoutes } from './routes/app-routes';
import { lazyScreen } from './routes/lazy-screen';
import { preloadRoute } from './routes/preload-route';
import { publicRoutes } from './routes/public-routes';
import { SHELL_TEXTS } from './shell/shell-texts';

/**
 * The whole route table (docs/product/screens-and-routes.md#routes); each area's screens load lazily.
 * Declarative routing (useRoutes) rather than a data router: the app loads its
 * data with TanStack Query, and the data router would add about 16 KB gzip to
 * the first page.
 */
export const routeTable: RouteObject[] = [
  { element: <RedirectIfOnboarded />, children: publicRoutes.onboarding },
  ...publicRoutes.open,
  {
    path: paths.app,
    element: <RequireSession />,
    children: [{ ...lazyScreen(() => import('./shell/app-shell'), (m) => m.AppShell, { texts: [...SHELL_TEXTS] }), children: appRoutes }],
  },
  { path: paths.indexHtml, element: <Navigate to={paths.welcome} replace /> },
  { path: '*', ...lazyScreen(() => import('./not-found/not-found-page'), (m) => m.NotFoundPage, { data: false }) },
];

export function AppRoutes() {
  const { pathname } = useLocation();
  // A move within the app loads every lazy screen of the new address at once, as a deep link does
  // (mount-app.tsx): otherwise a chat opened from People Near waits for the messages area to render first.
  // In render, not an effect: the move's render suspends on the first of them and commits nothing before.
  // Idempotent: each screen's chunk and texts load once.
  useMemo(() => void preloadRoute(routeTable, pathname, '/').catch(() => undefined), [pathname]);
  return useRoutes(routeTable);
}

import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { MEMBER_TEXTS } from '@/member/texts';
import { paths } from '@/shared/routing/paths';
import { RedirectIfOnboarded, RequireSession } from './guards';
import { appRoutes } from './routes/app-routes';
import { lazyScreen } from './routes/lazy-screen';
import { publicRoutes } from './routes/public-routes';

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
    children: [{ ...lazyScreen(() => import('./shell/app-shell'), (m) => m.AppShell, { texts: ['shell', ...MEMBER_TEXTS] }), children: appRoutes }],
  },
  { path: paths.indexHtml, element: <Navigate to={paths.welcome} replace /> },
  { path: '*', ...lazyScreen(() => import('./not-found/not-found-page'), (m) => m.NotFoundPage, { data: false }) },
];

export function AppRoutes() {
  return useRoutes(routeTable);
}

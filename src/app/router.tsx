import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { env } from '@/shared/config/env';
import { RedirectIfOnboarded, RequireSession } from './guards';
import { Spinner } from '@/shared/ui/spinner';
import { RouteError } from './route-error';
import { appRoutes } from './routes/app-routes';
import { publicRoutes } from './routes/public-routes';

/** The whole route table of specs 1 and 2; each area's screens load lazily. */
export const routeTable: RouteObject[] = [
  {
    errorElement: <RouteError />,
    hydrateFallbackElement: <Spinner />,
    children: [
      { element: <RedirectIfOnboarded />, children: publicRoutes.onboarding },
      ...publicRoutes.open,
      {
        path: 'app',
        element: <RequireSession />,
        children: [
          {
            lazy: async () => ({ Component: (await import('./shell/app-shell')).AppShell }),
            children: appRoutes,
          },
        ],
      },
      { path: 'index.html', element: <Navigate to="/" replace /> },
      { path: '*', lazy: async () => ({ Component: (await import('./not-found/not-found-page')).NotFoundPage }) },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routeTable, { basename: env.basePath.replace(/\/$/, '') });
}

import { Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { BrowserRouter } from 'react-router';
import { Spinner } from '@/shared/ui/spinner';
import { AppProviders, routerBasename } from './app-providers';
import { RouteError } from './route-error';
import { AppRoutes } from './router';

/** Every screen, behind the last safety net and the loading state: the browser's router or the prerender's holds it. */
export function AppScreens() {
  return (
    <ErrorBoundary FallbackComponent={RouteError}>
      <Suspense fallback={<Spinner />}>
        <AppRoutes />
      </Suspense>
    </ErrorBoundary>
  );
}

/**
 * The app's frame. The query client is not here: it loads with the first screen
 * that needs it (routes/query-scope.tsx), so the landing does without it.
 */
export function App() {
  return (
    <AppProviders>
      <BrowserRouter basename={routerBasename}>
        <AppScreens />
      </BrowserRouter>
    </AppProviders>
  );
}

import { Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { BrowserRouter } from 'react-router';
import { env } from '@/shared/config/env';
import { DocumentDirectionProvider } from '@/shared/i18n/direction';
import { Spinner } from '@/shared/ui/spinner';
import { RouteError } from './route-error';
import { AppRoutes } from './router';

/** The routes live under the app's base path (/web). */
export const routerBasename = env.basePath.replace(/\/$/, '');

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
    // Every Radix primitive follows the page's direction (Arabic: right to left) instead of defaulting to LTR.
    <DocumentDirectionProvider>
      <BrowserRouter basename={routerBasename}>
        <AppScreens />
      </BrowserRouter>
    </DocumentDirectionProvider>
  );
}

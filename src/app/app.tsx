import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { BrowserRouter } from 'react-router';
import { env } from '@/shared/config/env';
import { DocumentDirectionProvider } from '@/shared/i18n/direction';
import { i18n } from '@/shared/i18n/i18n';
import { readSession, subscribeToSession } from '@/shared/session/session';
import { Spinner } from '@/shared/ui/spinner';
import { createQueryClient } from './query-client';
import { RouteError } from './route-error';
import { AppRoutes } from './router';

export function App() {
  const [queryClient] = useState(createQueryClient);
  // Whatever ends the session (logout, a refused token, deactivation, the demo controls), no member data outlives it.
  useEffect(
    () =>
      subscribeToSession(() => {
        if (!readSession()) queryClient.clear();
      }),
    [queryClient],
  );
  // The server answers in the call's language (help pages, messages): another language reads everything again.
  useEffect(() => {
    const readAgain = () => void queryClient.invalidateQueries();
    i18n.on('languageChanged', readAgain);
    return () => i18n.off('languageChanged', readAgain);
  }, [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      {/* Every Radix primitive follows the page's direction (Arabic: right to left) instead of defaulting to LTR. */}
      <DocumentDirectionProvider>
        <BrowserRouter basename={env.basePath.replace(/\/$/, '')}>
          <ErrorBoundary FallbackComponent={RouteError}>
            <Suspense fallback={<Spinner />}>
              <AppRoutes />
            </Suspense>
          </ErrorBoundary>
        </BrowserRouter>
      </DocumentDirectionProvider>
    </QueryClientProvider>
  );
}

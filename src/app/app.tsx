import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { BrowserRouter } from 'react-router';
import { env } from '@/shared/config/env';
import { Spinner } from '@/shared/ui/spinner';
import { createQueryClient } from './query-client';
import { RouteError } from './route-error';
import { AppRoutes } from './router';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter basename={env.basePath.replace(/\/$/, '')}>
        <ErrorBoundary FallbackComponent={RouteError}>
          <Suspense fallback={<Spinner />}>
            <AppRoutes />
          </Suspense>
        </ErrorBoundary>
      </BrowserRouter>
    </QueryClientProvider>
  );
}

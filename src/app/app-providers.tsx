import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { env } from '@/shared/config/env';
import { DocumentDirectionProvider } from '@/shared/i18n/direction';

/** The routes live under the app's base path (/web). */
export const routerBasename = env.basePath.replace(/\/$/, '');

export interface AppProvidersProps {
  /**
   * A query client of the host's own (a test's, a story's: its cache starts empty and can be watched).
   * The app gives none: its client loads with the first screen that needs it (routes/query-scope.tsx).
   */
  queryClient?: QueryClient;
  /** The host's router around the screens: the browser's (the app), a static one (the prerender), a memory one (a test, a story). */
  children: ReactNode;
}

/** What every screen runs inside, wherever it runs: the page's direction for Radix, and a query client when the host brings one. */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  // Every Radix primitive follows the page's direction (Arabic: right to left) instead of defaulting to LTR.
  const framed = <DocumentDirectionProvider>{children}</DocumentDirectionProvider>;
  return queryClient ? <QueryClientProvider client={queryClient}>{framed}</QueryClientProvider> : framed;
}

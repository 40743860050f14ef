import { QueryClientContext, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';
import { i18n } from '@/shared/i18n/i18n';
import { readSession, subscribeToSession } from '@/shared/session/session';
import { createQueryClient } from '../query-client';

let appQueryClient: QueryClient | undefined;

/**
 * The app's one query client, made when the first screen that reads or sends
 * something loads (the landing does neither, so the first page ships none of
 * TanStack Query). Every screen shares it: its cache outlives navigation.
 */
function theQueryClient(): QueryClient {
  if (appQueryClient) return appQueryClient;
  const client = createQueryClient();
  // Whatever ends the session (logout, a refused token, deactivation, the demo controls), no member data outlives it.
  subscribeToSession(() => {
    if (!readSession()) client.clear();
  });
  // The server answers in the call's language (help pages, messages): another language reads everything again.
  i18n.on('languageChanged', () => void client.invalidateQueries());
  appQueryClient = client;
  return client;
}

/**
 * Gives a screen the app's query client. A screen already inside a provider
 * (a signed-in screen inside the shell's, a test's, a story's) keeps that one.
 */
export function QueryScope({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  if (outer) return children;
  return <QueryClientProvider client={theQueryClient()}>{children}</QueryClientProvider>;
}

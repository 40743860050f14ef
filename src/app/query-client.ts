import { MutationCache, QueryClient } from '@tanstack/react-query';
import { refreshAfter } from '@/shared/api/call-effects';
import type { CallName } from '@/shared/api/contract';
import { followBrowserOnlineStatus, isOnline } from '@/shared/network/online-status';
import { shouldRetryRead } from './retry-policy';

/**
 * The one data fetching policy of the app (docs/guide/data-fetching.md); screens
 * do not set their own.
 *
 * - Fresh for 30 s: going back and forth between sidebar screens reuses the answers
 *   without a call; after that, a screen shows what it had and refetches behind it
 *   (on mount and on reconnect, TanStack's defaults). Admin data and help pages keep
 *   5 minutes (`callQuery`), the counts poll every minute (`useCounts`).
 * - No refetch on window focus: every screen of the product loads on entry, and a
 *   refetch at each tab switch would reload Load More lists from the top of their
 *   cache, make the product's loaders flash and spend calls for nothing; the chat's news
 *   comes over the socket. What the member changes is refreshed by name instead
 *   (`staleAfter` in shared/api/call-effects.ts).
 * - A read retries once, quickly (300 ms), only when the network failed: a read
 *   that timed out already made the member wait its whole timeout (8 s, `callTimeouts`
 *   in shared/api/client.ts), so it shows its error and retry instead. A write never
 *   retries: a like, a message or a payment must not be sent twice.
 * - Offline (the browser says so: shared/network/online-status.ts), reads wait: what is
 *   on screen stays, a read with nothing yet waits with its "offline" line (QueryState),
 *   a read cut by the network going keeps retrying once the browser is back, and no
 *   error screen flashes meanwhile (retry-policy.ts). Back online, what went stale
 *   refetches (refetchOnReconnect, TanStack's default).
 * - A write pressed offline is sent at once all the same (networkMode 'always') and
 *   fails at once with "You are offline…": refused, said, never held out of sight, a
 *   pending button the member cannot read, to go who knows when. The chat's messages
 *   alone wait and go once back, in their outbox (docs/decisions/019-offline-member.md).
 * - Every write is a mutation keyed `[call name]` (`callMutation`, shared/api/use-call-mutation.ts);
 *   when one succeeds, the mutation cache refreshes what `staleAfter` lists for it, once,
 *   here, whatever hook or queue sent it. The refresh is not awaited.
 */
export const RETRY_DELAY_MS = 300;

export function createQueryClient(): QueryClient {
  followBrowserOnlineStatus();
  const mutationCache = new MutationCache({
    onSuccess: (_data, _variables, _context, mutation) => {
      const [name] = mutation.options.mutationKey ?? [];
      if (typeof name === 'string') void refreshAfter(queryClient, name as CallName);
    },
  });
  const queryClient: QueryClient = new QueryClient({
    mutationCache,
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => shouldRetryRead(failureCount, error, isOnline()),
        retryDelay: RETRY_DELAY_MS,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
  return queryClient;
}

import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/shared/api/errors';

/**
 * A refusal is the server's answer and will not change on retry; a lost
 * connection may come back at once. A read that timed out already made the
 * member wait its whole timeout: it shows its error and retry instead of
 * waiting as long again.
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  return isApiError(error) && error.kind === 'network' && failureCount < 1;
}

/** Reads are retried once, quickly; actions never automatically (a second payment or message is worse than an error). */
const RETRY_DELAY_MS = 300;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay: RETRY_DELAY_MS, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

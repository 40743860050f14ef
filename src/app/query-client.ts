import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/shared/api/errors';

/** A refusal is the server's answer and will not change on retry; a lost connection may. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  return isApiError(error) && (error.kind === 'network' || error.kind === 'timeout') && failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

import { isApiError } from '@/shared/api/errors';

/**
 * Whether a read that failed tries again (TanStack's `retry`), given whether the browser says it is online.
 *
 * - A refusal is the server's answer and will not change on retry.
 * - A lost connection may come back at once: one quick retry.
 * - Offline, a lost connection is the browser's own doing: the read keeps trying, and TanStack holds
 *   each try until the browser is back online (networkMode 'online'), so the screen keeps what it
 *   shows, or its loader, and never flashes an error while the member is offline
 *   (docs/decisions/019-offline-member.md).
 * - A read that timed out already made the member wait its whole timeout: it shows its error and retry
 *   instead of waiting as long again.
 */
export function shouldRetryRead(failureCount: number, error: unknown, online: boolean): boolean {
  if (!isApiError(error) || error.kind !== 'network') return false;
  return !online || error.offline || failureCount < 1;
}

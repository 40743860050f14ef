import { useQueryClient } from '@tanstack/react-query';
import { callQuery } from '@/shared/api/queries';

/**
 * The super like's first step: webgetcheck asked afresh at each press (never from the cache), answering the count left.
 * A press: sent offline too, to fail at once with "You are offline…" rather than wait unseen for the network.
 */
export function useSuperLikeCheck(userId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.fetchQuery({ ...callQuery('webgetcheck', { user_id: userId }), staleTime: 0, networkMode: 'always' });
}

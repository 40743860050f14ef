import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@/shared/api/queries';

/**
 * generateclienttoken: a fresh token each time a payment screen opens, never
 * refetched behind the member's back (a new token would redraw the card form
 * and lose what they typed).
 */
export function useClientToken() {
  return useQuery({
    ...callQuery('generateclienttoken', {}),
    select: (answer) => answer.token,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

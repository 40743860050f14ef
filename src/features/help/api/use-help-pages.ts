import { useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/api';

/** webhelppages: the pages and the landing page's links; user_id only when signed in. */
export function useHelpPages(userId: string | undefined) {
  return useQuery({
    queryKey: ['webhelppages', userId ?? 'public'],
    queryFn: () => api.call('webhelppages', userId ? { user_id: userId } : {}),
    staleTime: 5 * 60_000,
  });
}

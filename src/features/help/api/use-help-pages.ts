import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@/shared/api/queries';

/** webhelppages: the pages and the landing page's links; user_id only when signed in. */
export function useHelpPages(userId: string | undefined) {
  return useQuery(callQuery('webhelppages', userId ? { user_id: userId } : {}));
}

import { useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/api';
import { useSignedInSession } from '@/shared/session/use-session';
import { memberKeys } from './query-keys';

/** The sidebar's counts (webgetcounts): messages, visitors, super likes and likes, as text. */
export function useCounts() {
  const { userId } = useSignedInSession();
  return useQuery({
    queryKey: memberKeys.counts(userId),
    queryFn: async () => (await api.call('webgetcounts', { user_id: userId })).result,
    refetchInterval: 60_000,
  });
}

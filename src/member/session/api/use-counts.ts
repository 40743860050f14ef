import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@/shared/api/queries';
import { useSignedInSession } from '@/shared/session/use-session';

/**
 * The sidebar's counts (webgetcounts): messages, visitors, super likes and likes, as text.
 * Polled, as the one screen-wide exception to the data policy: others' likes and
 * visits arrive with no event of ours to refresh them.
 */
export function useCounts() {
  const { userId } = useSignedInSession();
  return useQuery({ ...callQuery('webgetcounts', { user_id: userId }), select: (answer) => answer.result, refetchInterval: 60_000 });
}

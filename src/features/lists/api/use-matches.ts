import { usePagedCall } from '@/shared/api/use-paged-call';
import { useSignedInSession } from '@/shared/session/use-session';

export type MatchesFilter = 'all' | 'online';

/**
 * The matches (webfriendslist): the typed search text goes as search_key, the Online filter as
 * sort=online (docs/product/calls.md#lists-and-feeds). The text is part of the query key, so an answer to an older text
 * never lands on the list of a newer one: the last text typed wins.
 */
export function useMatches(searchKey: string, filter: MatchesFilter) {
  const { userId } = useSignedInSession();
  const input = filter === 'online' ? { user_id: userId, search_key: searchKey, sort: 'online' as const } : { user_id: userId, search_key: searchKey };
  return usePagedCall('webfriendslist', input, { items: (answer) => answer.peoples });
}

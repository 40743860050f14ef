import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FIRST_LIMIT, nextLimit, pageOf } from '@/shared/api/paging';
import { callQuery } from '@/shared/api/queries';
import { useSignedInSession } from '@/shared/session/use-session';

/**
 * The visitors (webvisitors). The call takes no limit and answers the whole list, so Load More
 * shows 8 more of it at a time, by the same count rule as the other lists (paging.ts `pageOf`).
 */
export function useVisitors() {
  const { userId } = useSignedInSession();
  const query = useQuery({ ...callQuery('webvisitors', { user_id: userId }), select: (answer) => answer.peoples });
  const [limit, setLimit] = useState(FIRST_LIMIT);
  const all = query.data ?? [];
  const { visible, hasMore } = pageOf(all, limit);
  return {
    query,
    items: visible,
    hasMore,
    isLoadingMore: false,
    /** The whole list's size once answered: the sidebar's visitors count must equal it. */
    total: query.data?.length,
    loadMore: () => setLimit(nextLimit),
  };
}

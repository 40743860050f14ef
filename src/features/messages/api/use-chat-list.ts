import { useState } from 'react';
import { usePagedCall } from '@/shared/api/use-paged-call';
import type { ChatFilter } from '../chat-filters';

/**
 * The chat list (webgetchat) with Load More while the limit is below the total.
 * `timestamp` is the call's cache breaker: made once per visit and held, so the
 * input stays the same between renders.
 */
export function useChatList(userId: string, sort: ChatFilter, searchKey: string) {
  const [timestamp] = useState(() => String(Math.floor(Date.now() / 1000)));
  return usePagedCall(
    'webgetchat',
    { user_id: userId, search_key: searchKey, sort, timestamp },
    { items: (answer) => answer.matches, total: (answer) => Number(answer.total) },
  );
}

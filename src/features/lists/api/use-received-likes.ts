import { usePagedCall } from '@/shared/api/use-paged-call';
import type { LikeType } from '@/shared/api/rules/discovery';
import { useSignedInSession } from '@/shared/session/use-session';

/**
 * The likes or super likes the member has not answered yet (webfriendrequests, docs/product/calls.md#lists-and-feeds:
 * `type` like or superlike), 8 then 8 more per Load More.
 */
export function useReceivedLikes(type: LikeType) {
  const { userId } = useSignedInSession();
  const paged = usePagedCall('webfriendrequests', { user_id: userId, type }, { items: (answer) => answer.peoples });
  // A shorter answer than asked is the whole list: then its size is known, and the sidebar's count must equal it.
  const complete = paged.query.data !== undefined && !paged.hasMore;
  return { ...paged, total: complete ? paged.items.length : undefined };
}

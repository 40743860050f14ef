import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@/shared/api/queries';

/** The member's feed (webfeeds): the whole list comes back; the screen pages it by 8. */
export function useFeeds(userId: string) {
  return useQuery({ ...callQuery('webfeeds', { user_id: userId }), select: (answer) => answer.feeds });
}

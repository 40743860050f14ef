import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@/shared/api/queries';

/** Another member's profile (webprofilenew), as the five profile views show it. */
export function useOtherProfile(userId: string, friendId: string) {
  return useQuery({
    ...callQuery('webprofilenew', { user_id: userId, friend_id: friendId }),
    // An unknown or unavailable member is a refusal: no second try before the failure route.
    retry: false,
    select: (answer) => answer.result,
  });
}

import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@/shared/api/queries';
import { useSignedInSession } from '@/shared/session/use-session';

/** The signed-in member's own profile (webprofile). */
export function useOwnProfile() {
  const { userId } = useSignedInSession();
  return useQuery({ ...callQuery('webprofile', { user_id: userId }), select: (answer) => answer.result });
}

import { useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/api';
import { useSignedInSession } from '@/shared/session/use-session';
import { memberKeys } from './query-keys';

/** The signed-in member's own profile (webprofile). */
export function useOwnProfile() {
  const { userId } = useSignedInSession();
  return useQuery({
    queryKey: memberKeys.profile(userId),
    queryFn: async () => (await api.call('webprofile', { user_id: userId })).result,
  });
}

import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@/shared/api/queries';
import { useSignedInSession } from '@/shared/session/use-session';

/** The interests the administrator offers (admindatass), by name. */
export function useAdminInterests() {
  const { userId } = useSignedInSession();
  return useQuery({ ...callQuery('admindatass', { user_id: userId }), select: (answer) => answer.result.interests.map((interest) => interest.name) });
}

import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@/shared/api/queries';
import { useSignedInSession } from '@/shared/session/use-session';

/**
 * These screens read the member's profile again on entry (docs/product/messages.md#where-a-failure-leads: a failing or 'false'
 * profile on the visitors and likes screens goes to /login). It is the shell's own query: its
 * failure ends the session there, and the guard sends the member to the login.
 */
export function useProfileOnEntry(): void {
  const { userId } = useSignedInSession();
  useQuery({ ...callQuery('webprofile', { user_id: userId }), refetchOnMount: 'always', select: () => null });
}

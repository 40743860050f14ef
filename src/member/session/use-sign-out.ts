import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { sendInBackground } from '@/shared/api/send-in-background';
import { paths } from '@/shared/routing/paths';
import { endSession, readSession } from '@/shared/session/session';

/**
 * Logout (docs/product/flows.md#logout-and-deactivation): online status 0, then the session is cleared and the
 * member lands on /login. A failed status call does not keep anyone signed in.
 * The cache goes too, once the signed-in screens are gone: the next member on this
 * tab must not see the last one's data.
 */
export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const session = readSession();
    if (session) await sendInBackground('webonlinestatus', { user_id: session.userId, status: '0' });
    endSession();
    await navigate(paths.login, { replace: true });
    queryClient.clear();
  }, [navigate, queryClient]);
}

import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { api } from '@/shared/api/api';
import { endSession, readSession } from '@/shared/session/session';
import { paths } from '@/shared/routing/paths';

/**
 * Logout (spec 1 section 4): online status 0, then the session is cleared and the
 * member lands on /login. A failed status call does not keep anyone signed in.
 */
export function useSignOut() {
  const navigate = useNavigate();
  return useCallback(async () => {
    const session = readSession();
    if (session) await api.call('webonlinestatus', { user_id: session.userId, status: '0' }).catch(() => undefined);
    endSession();
    await navigate(paths.login, { replace: true });
  }, [navigate]);
}

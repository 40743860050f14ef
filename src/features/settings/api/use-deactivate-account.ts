import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { sendCall } from '@/shared/api/use-call-mutation';
import { paths } from '@/shared/routing/paths';
import { endSession } from '@/shared/session/session';
import { useSignedInSession } from '@/shared/session/use-session';

/**
 * Deactivate account (docs/product/flows.md#logout-and-deactivation): webdeleteaccount, then the session is cleared as a
 * logout clears it and the member lands on the login, which says "This account has been
 * deactivated." once. A failed call keeps the member signed in (the caller shows why).
 */
export function useDeactivateAccount() {
  const { userId } = useSignedInSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await sendCall(queryClient, 'webdeleteaccount', { user_id: userId });
    endSession('deactivated');
    await navigate(paths.login, { replace: true });
    // The next member on this tab must not see this one's data.
    queryClient.clear();
  }, [userId, navigate, queryClient]);
}

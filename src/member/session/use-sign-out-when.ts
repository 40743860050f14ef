import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/shared/routing/paths';
import { endSession } from '@/shared/session/session';

/**
 * For a screen that cannot work without what failed (the member's own profile: docs/product/messages.md#where-a-failure-leads):
 * once `failed`, to the login, then signed out. Away first: the screen must not render once more without a session.
 */
export function useSignOutWhen(failed: boolean): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!failed) return;
    void navigate(paths.login, { replace: true });
    endSession();
  }, [failed, navigate]);
}

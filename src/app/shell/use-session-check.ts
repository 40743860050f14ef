import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useCounts } from '@/member/session/api/use-counts';
import { revalidateSession } from '@/shared/session/session';

/**
 * Every move within the signed-in area checks that the session still holds: the
 * cookie may have expired, and the server may have ended the token (12 hours of
 * its clock). The counts are read again, so a refused token ends the session at
 * once (the API client's Invalid access handling) and the sidebar stays true.
 */
export function useSessionCheckOnNavigation(): void {
  const { pathname } = useLocation();
  const { refetch } = useCounts();
  const lastPath = useRef<string | null>(null);

  useEffect(() => {
    if (pathname === lastPath.current) return;
    // Arriving is a move too: a move made while the area was still loading finds its data in the cache,
    // read before the session ended, and no call would tell. A read already under way answers for it.
    const arriving = lastPath.current === null;
    lastPath.current = pathname;
    if (revalidateSession()) void refetch({ cancelRefetch: !arriving });
  }, [pathname, refetch]);
}

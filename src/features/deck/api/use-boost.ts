import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { callQuery } from '@/shared/api/queries';
import { useCallMutation } from '@/shared/api/use-call-mutation';
import { useSignedInSession } from '@/shared/session/use-session';
import { boostViewOf, type BoostView } from '../boost-state';

/**
 * webcheckboost on each press of the boost icon (a read, asked afresh each time: the boost runs
 * out with the clock, `callQuery`'s policy for it), and webactivateboost for Use Boost.
 */
export function useBoost() {
  const { userId } = useSignedInSession();
  const queryClient = useQueryClient();
  const { mutateAsync } = useCallMutation('webactivateboost');
  // Stable between renders, so the screen's handlers built on it are too.
  return useMemo(
    () => ({
    check: async (): Promise<BoostView> => {
      try {
        return boostViewOf(await queryClient.fetchQuery(callQuery('webcheckboost', { user_id: userId })));
      } catch {
        // An answer that is neither 'true' nor 'false' fails the contract: the error state, no popup (docs/product/flows.md#boost).
        return { kind: 'error' };
      }
    },
    activate: () => mutateAsync({ user_id: userId }),
    }),
    [mutateAsync, queryClient, userId],
  );
}

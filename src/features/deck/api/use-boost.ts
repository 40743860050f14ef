import { useMutation } from '@tanstack/react-query';
import { api } from '@/shared/api/api';
import { useCallMutation } from '@/shared/api/use-call-mutation';
import { useSignedInSession } from '@/shared/session/use-session';
import { boostViewOf, type BoostView } from '../boost-state';

/**
 * webcheckboost on each press of the boost icon (always asked afresh: the boost runs out with
 * the clock), and webactivateboost for Use Boost.
 */
export function useBoost() {
  const { userId } = useSignedInSession();
  const check = useMutation({
    mutationFn: async (): Promise<BoostView> => {
      try {
        return boostViewOf(await api.call('webcheckboost', { user_id: userId }, { kind: 'read' }));
      } catch {
        // An answer that is neither 'true' nor 'false' fails the contract: the error state, no popup (docs/product/flows.md#boost).
        return { kind: 'error' };
      }
    },
  });
  const activate = useCallMutation('webactivateboost');
  return {
    check: () => check.mutateAsync(),
    activate: () => activate.mutateAsync({ user_id: userId }),
  };
}

import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { CallName } from '@/shared/api/contract';
import type { CallInput } from '@/shared/api/queries';
import type { LikeType } from '@/shared/api/rules';
import { sendCall } from '@/shared/api/use-call-mutation';
import { useSignedInSession } from '@/shared/session/use-session';

/**
 * The deck's writes: webmatch (like, super like), webunmatch (nope), webundomatch (rewind), websetprofile (swipe flag).
 * Sent through the write path without a mutation hook (`sendCall`): the deck keeps its own pending
 * state, and a mutation observer would re-render the whole screen twice more per swipe (pending,
 * then settled). What each write made stale refreshes after it, as for every write (not awaited).
 */
export function useSwipeCalls() {
  const { userId } = useSignedInSession();
  const queryClient = useQueryClient();
  // Stable between renders, so the cards (memoised) do not re-render for every state change of the screen.
  return useMemo(() => {
    const write = <N extends CallName>(name: N, input: CallInput<N>) => sendCall(queryClient, name, input);
    return {
      like: (personId: string, type: LikeType) => write('webmatch', { user_id: userId, follow_id: personId, type }),
      nope: (personId: string) => write('webunmatch', { user_id: userId, follow_id: personId }),
      rewind: () => write('webundomatch', { user_id: userId }),
      resetSwipeFlag: () => write('websetprofile', { user_id: userId, swipe: '0' }),
    };
  }, [userId, queryClient]);
}

import { useMemo } from 'react';
import type { LikeType } from '@/shared/api/rules';
import { useCallMutation } from '@/shared/api/use-call-mutation';
import { useSignedInSession } from '@/shared/session/use-session';

/** The deck's writes: webmatch (like, super like), webunmatch (nope), webundomatch (rewind), websetprofile (swipe flag). */
export function useSwipeCalls() {
  const { userId } = useSignedInSession();
  const match = useCallMutation('webmatch');
  const unmatch = useCallMutation('webunmatch');
  const undo = useCallMutation('webundomatch');
  const setProfile = useCallMutation('websetprofile');
  const { mutateAsync: sendMatch } = match;
  const { mutateAsync: sendUnmatch } = unmatch;
  const { mutateAsync: sendUndo } = undo;
  const { mutateAsync: sendProfile } = setProfile;
  // Stable between renders, so the cards (memoised) do not re-render for every state change of the screen.
  return useMemo(
    () => ({
      like: (personId: string, type: LikeType) => sendMatch({ user_id: userId, follow_id: personId, type }),
      nope: (personId: string) => sendUnmatch({ user_id: userId, follow_id: personId }),
      rewind: () => sendUndo({ user_id: userId }),
      resetSwipeFlag: () => sendProfile({ user_id: userId, swipe: '0' }),
    }),
    [userId, sendMatch, sendUnmatch, sendUndo, sendProfile],
  );
}

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
  return {
    like: (personId: string, type: LikeType) => match.mutateAsync({ user_id: userId, follow_id: personId, type }),
    nope: (personId: string) => unmatch.mutateAsync({ user_id: userId, follow_id: personId }),
    rewind: () => undo.mutateAsync({ user_id: userId }),
    resetSwipeFlag: () => setProfile.mutateAsync({ user_id: userId, swipe: '0' }),
  };
}

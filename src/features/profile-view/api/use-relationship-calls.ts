import { useCallMutation } from '@/shared/api/use-call-mutation';
import type { VariantRules } from '../variants';

/**
 * The profile view's relationship writes: like or super like (webmatch), dislike (webunmatch), unfriend (the
 * variant's own call) and the message shortcut, which creates or opens the chat (webcreatchat).
 */
export function useRelationshipCalls(unfriendCall: VariantRules['unfriendCall']) {
  return {
    match: useCallMutation('webmatch'),
    unmatch: useCallMutation('webunmatch'),
    unfriend: useCallMutation(unfriendCall),
    createChat: useCallMutation('webcreatchat'),
  };
}

import { useCallMutation } from '@/shared/api/use-call-mutation';

/** The menu's writes: block or unblock (one toggling call), clear the chat, unfriend. */
export function useChatActions() {
  return {
    block: useCallMutation('webblockchat'),
    clear: useCallMutation('webclearchat'),
    unfriend: useCallMutation('unfriendweb'),
  };
}

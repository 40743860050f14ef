import { useCallMutation } from '@/shared/api/use-call-mutation';

/** Send message from the match dialog: webcreatchat creates the pair's chat, or answers the one they have. */
export function useCreateChat() {
  return useCallMutation('webcreatchat');
}

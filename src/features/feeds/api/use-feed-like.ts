import { useCallMutation } from '@/shared/api/use-call-mutation';

/** Likes one feed entry (webfeedlike); the feed reloads afterwards (call-effects). */
export function useFeedLike() {
  return useCallMutation('webfeedlike');
}

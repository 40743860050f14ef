import { useCallMutation } from '@/shared/api/use-call-mutation';

/** First Look (websetfirstlook): the photo becomes the first, the main photo. */
export function useSetFirstLook() {
  return useCallMutation('websetfirstlook');
}

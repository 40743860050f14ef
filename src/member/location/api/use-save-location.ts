import { useCallMutation } from '@/shared/api/use-call-mutation';

/** Change location: websetprofile with the chosen place and its coordinates. */
export function useSaveLocation() {
  return useCallMutation('websetprofile');
}

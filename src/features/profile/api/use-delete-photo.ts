import { useCallMutation } from '@/shared/api/use-call-mutation';

/** Delete a photo: websetprofile with `delete_image` (the contract has no call of its own for it). */
export function useDeletePhoto() {
  return useCallMutation('websetprofile');
}

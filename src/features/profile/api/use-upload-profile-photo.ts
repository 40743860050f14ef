import { useCallMutation } from '@/shared/api/use-call-mutation';

/** Add photo (uploadimageweb): the chosen file into the next empty place. */
export function useUploadProfilePhoto() {
  return useCallMutation('uploadimageweb');
}

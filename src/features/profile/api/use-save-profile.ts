import { useCallMutation } from '@/shared/api/use-call-mutation';

/** websetprofile from the profile's screens: the details, the interests or the verified phone, whichever is sent. */
export function useSaveProfile() {
  return useCallMutation('websetprofile');
}

import { useCallsMutation } from '@/shared/api/use-call-mutation';

/** Change Password (webchangepassword): the server's message, success or refusal, is what the modal shows. */
export function useChangePassword() {
  return useCallsMutation(async (input: { old_password: string; new_password: string }, send) => (await send('webchangepassword', input)).message);
}

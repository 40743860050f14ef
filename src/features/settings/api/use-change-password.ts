import { useMutation } from '@tanstack/react-query';
import { api } from '@/shared/api/api';

/** Change Password (webchangepassword): the server's message, success or refusal, is what the modal shows. */
export function useChangePassword() {
  return useMutation({
    mutationFn: async (input: { old_password: string; new_password: string }) => (await api.call('webchangepassword', input)).message,
  });
}

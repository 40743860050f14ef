import { useMutation } from '@tanstack/react-query';
import { api } from '@/shared/api/api';

/** Forgot Password (webforgot): the server's message, success or refusal, is what the popup shows. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: async (email: string) => (await api.call('webforgot', { email })).message,
  });
}

import { useMutation } from '@tanstack/react-query';
import { api } from '@/shared/api/api';
import { completeSignIn } from '@/shared/member/complete-sign-in';

export interface EmailCredentials {
  email: string;
  password: string;
}

/**
 * Sign-in (docs/product/flows.md#sign-in): on success the token and user id are stored and
 * the member is set online.
 */
export function useEmailLogin() {
  return useMutation({
    mutationFn: async ({ email, password }: EmailCredentials) => {
      const { peoples } = await api.call('webemaillogin', { email, password, fcmtoken: '' });
      await completeSignIn(peoples);
      return peoples;
    },
  });
}

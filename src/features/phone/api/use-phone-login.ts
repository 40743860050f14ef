import { useMutation } from '@tanstack/react-query';
import { api } from '@/shared/api/api';
import { completeSignIn } from '@/shared/member/complete-sign-in';

/**
 * Phone login (docs/product/flows.md#phone-login): 'notreg' means the number is not registered;
 * otherwise the member is signed in and set online.
 */
export function usePhoneLogin() {
  return useMutation({
    mutationFn: async (phone: string): Promise<'signedIn' | 'notRegistered'> => {
      const answer = await api.call('webphonelogin', { phone });
      if (answer.status === 'notreg') return 'notRegistered';
      await completeSignIn(answer.peoples);
      return 'signedIn';
    },
  });
}

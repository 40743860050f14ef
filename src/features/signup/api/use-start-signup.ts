import { useMutation } from '@tanstack/react-query';
import { api } from '@/shared/api/api';
import type { SignupDetails } from '../signup-rules';

/**
 * After the form: the mail check (it also mails the code), then the phone
 * check (docs/product/flows.md#sign-up). Answers whether the server asks for the mail code.
 */
export function useStartSignup() {
  return useMutation({
    mutationFn: async (details: SignupDetails) => {
      const { email_verified } = await api.call('webcheckemail', { email: details.email });
      await api.call('webcheckphone', { phone: details.phone });
      return email_verified;
    },
  });
}

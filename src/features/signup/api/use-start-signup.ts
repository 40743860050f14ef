import { useCallsMutation } from '@/shared/api/use-call-mutation';
import type { SignupDetails } from '../signup-rules';

/**
 * After the form: the mail check (it also mails the code), then the phone
 * check (docs/product/flows.md#sign-up). Answers whether the server asks for the mail code.
 */
export function useStartSignup() {
  return useCallsMutation(async (details: SignupDetails, send) => {
    const { email_verified } = await send('webcheckemail', { email: details.email });
    await send('webcheckphone', { phone: details.phone });
    return email_verified;
  });
}

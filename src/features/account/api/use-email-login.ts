import { useCallsMutation } from '@/shared/api/use-call-mutation';
import { completeSignIn } from '@/member/session/complete-sign-in';

export interface EmailCredentials {
  email: string;
  password: string;
}

/**
 * Sign-in (docs/product/flows.md#sign-in): on success the token and user id are stored and
 * the member is set online.
 */
export function useEmailLogin() {
  return useCallsMutation(async ({ email, password }: EmailCredentials, send) => {
    const { peoples } = await send('webemaillogin', { email, password, fcmtoken: '' });
    await completeSignIn(peoples);
    return peoples;
  });
}

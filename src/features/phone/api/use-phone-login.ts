import { useCallsMutation } from '@/shared/api/use-call-mutation';
import { completeSignIn } from '@/member/session/complete-sign-in';

/**
 * Phone login (docs/product/flows.md#phone-login): 'notreg' means the number is not registered;
 * otherwise the member is signed in and set online.
 */
export function usePhoneLogin() {
  return useCallsMutation(async (phone: string, send): Promise<'signedIn' | 'notRegistered'> => {
    const answer = await send('webphonelogin', { phone });
    if (answer.status === 'notreg') return 'notRegistered';
    await completeSignIn(answer.peoples);
    return 'signedIn';
  });
}

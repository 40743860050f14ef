import { useCallsMutation } from '@/shared/api/use-call-mutation';
import { completeSignIn } from '@/member/session/complete-sign-in';
import { getPorts } from '@/shared/ports/ports';
import { keepSocialIdentity } from '@/shared/session/signup-cookies';

/** How a social login ended: signed in, a new person to sign up, or the provider's window closed. */
export type SocialLoginOutcome = 'signedIn' | 'newMember' | 'cancelled';

/**
 * Social login (docs/product/flows.md#social-login): the provider names the person, check_fb_user
 * says whether they are a member ('0': sign in, online status 1) or not ('1':
 * the identity waits in the temporary cookies for the sign-up form).
 */
export function useSocialLogin() {
  return useCallsMutation(async (_: void, send): Promise<SocialLoginOutcome> => {
    const { socialLogin } = await getPorts();
    const identity = await socialLogin.signIn().catch(() => null);
    if (!identity) return 'cancelled';
    const { result } = await send('check_fb_user', { email: identity.email, fbid: identity.id });
    if (result === '1') {
      keepSocialIdentity(identity);
      return 'newMember';
    }
    const { peoples } = await send('webemaillogin', { email: identity.email, fbid: identity.id, fcmtoken: '' });
    await completeSignIn(peoples);
    return 'signedIn';
  });
}

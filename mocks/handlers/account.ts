import { isValidPassword, normalizeEmail } from '@/shared/api/rules';
import { changePassword, deactivateAccount, setOnlineStatus } from '../domain/account';
import { guess, guessTargets } from '../domain/attempts';
import { passwordMatches } from '../domain/passwords';
import { openSession } from '../domain/session-tokens';
import { memberByEmail, memberByPhone } from '../domain/signup';
import { linkedSocialId, linkSocialId } from '../domain/social-login';
import { sentMessages } from '../fakes/side-effects';
import { accountMessages as messages } from '../messages/account';
import { memberHandler, publicHandler, refuse } from './define-handler';
import { signupHandlers, signupVariantHandlers } from './account-signup';

/** The sign-up photo shares uploadimageweb's path: list these before the main handlers. */
export const accountVariantHandlers = [...signupVariantHandlers];

/** Sign-in, social and phone login, the account itself and sign-up: docs/product/calls.md#account-and-session and #sign-up. */
export const accountHandlers = [
  publicHandler('webemaillogin', async ({ input }) => {
    const member = memberByEmail(input.email);
    if (input.password) {
      const { password } = input;
      // Counted by the mail typed, known or not, so a lock does not tell which mails have an account.
      const outcome = await guess(guessTargets.password(normalizeEmail(input.email)), () => !!member && passwordMatches(password, member.password_hash));
      if (outcome === 'locked') return refuse(messages.tooManyAttempts);
      if (outcome === 'wrong' || !member) return refuse(messages.loginFailed);
      return { status: 'true', message: messages.loggedIn, peoples: await openSession(member) };
    }
    if (!input.fbid) return refuse(messages.loginFailed);
    // Social login: the provider vouched for the mail. The first login links the
    // social id; from then on only that id may sign in for the member.
    if (!member) return refuse(messages.mailUnknown);
    const linked = linkedSocialId(member.user_id);
    const { fbid } = input;
    const outcome = await guess(guessTargets.socialId(member.user_id), () => linked === undefined || linked === fbid);
    if (outcome === 'locked') return refuse(messages.tooManyAttempts);
    if (outcome === 'wrong') return refuse(messages.loginFailed);
    if (linked === undefined) await linkSocialId(member.user_id, fbid);
    return { status: 'true', message: messages.loggedIn, peoples: await openSession(member) };
  }),

  publicHandler('check_fb_user', ({ input }) => ({ status: 'true', result: memberByEmail(input.email) ? '0' : '1' })),

  publicHandler('webphonelogin', async ({ input }) => {
    const member = memberByPhone(input.phone);
    if (!member) return { status: 'notreg' };
    return { status: 'true', peoples: await openSession(member) };
  }),

  // Open to a deactivated member, as the sign-in that precedes the shell's profile read sends it
  // (docs/product/fake-backend-and-demo.md#server-rules), but it never shows them online: the profile read then signs them out.
  memberHandler('webonlinestatus', async ({ input, member }) => {
    if (member.userstatus === '0') return { status: 'true', message: messages.statusUpdated };
    await setOnlineStatus(member.user_id, input.status);
    return { status: 'true', message: messages.statusUpdated };
  }, { openToDeactivated: true }),

  publicHandler('webforgot', ({ input }) => {
    if (!input.email.trim()) return refuse(messages.fillDetails);
    const member = memberByEmail(input.email);
    if (!member) return refuse(messages.mailUnknown);
    // A real server would mail a reset link here; the fake one records the mail for tests to read back.
    sentMessages.recordMail({ kind: 'password-reset', to: member.email });
    return { status: 'true', message: messages.resetSent };
  }),

  memberHandler('webchangepassword', async ({ input, member }) => {
    if (!input.old_password || !input.new_password) return refuse(messages.fillDetails);
    const { old_password, new_password } = input;
    // The same count as the sign-in's: a stolen session cannot guess the password either.
    const outcome = await guess(guessTargets.password(normalizeEmail(member.email)), () => passwordMatches(old_password, member.password_hash));
    if (outcome === 'locked') return refuse(messages.tooManyAttempts);
    if (outcome === 'wrong') return refuse(messages.oldPasswordWrong);
    if (new_password === old_password) return refuse(messages.samePassword);
    if (!isValidPassword(new_password)) return refuse(messages.password);
    await changePassword(member.user_id, new_password);
    return { status: 'true', message: messages.passwordChanged };
  }),

  memberHandler('webdeleteaccount', async ({ member }) => {
    // Every device of the member is signed out, not only this one.
    await deactivateAccount(member.user_id);
    return { status: 'true', message: messages.deactivated };
  }),

  publicHandler('checklicense', () => ({ status: 'true', result: 'valid' })),

  ...signupHandlers,
];

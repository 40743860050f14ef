/**
 * The mail that carries the sign-up code. In mock mode the code is always 1234
 * (docs/product/fake-backend-and-demo.md#demo-accounts-and-test-inputs), so a reviewer can finish a sign-up without a mailbox.
 */
export const SIGNUP_MAIL_CODE = '1234';

export type MailVerification = 'enabled' | 'disabled';

/** 'disabled' mimics a server configured not to verify mails: the wizard then skips the code tab. */
let verification: MailVerification = 'enabled';

export function setMailVerification(next: MailVerification): void {
  verification = next;
}

export function mailVerification(): MailVerification {
  return verification;
}

import { clock } from '../lib/clock';

/**
 * What the fake third parties "sent" (mails, SMS codes), recorded so tests can
 * read them back, as epic-stack's mocks keep the mails they would have sent.
 * In the browser the record lives as long as the page (not saved with the
 * database); payments taken are records in the database (db.payments), read
 * back beside these by the controls' sideEffects().
 */

export type MailKind = 'signup-code' | 'password-reset';

export interface SentMail {
  kind: MailKind;
  to: string;
  /** The code the mail carries, for the sign-up code mail. */
  code?: string;
  at: number;
}

export interface SentSms {
  to: string;
  code: string;
  at: number;
}

const mails: SentMail[] = [];
const sms: SentSms[] = [];

export const sentMessages = {
  recordMail(mail: Omit<SentMail, 'at'>): void {
    mails.push({ ...mail, at: clock.now() });
  },
  recordSms(message: Omit<SentSms, 'at'>): void {
    sms.push({ ...message, at: clock.now() });
  },
  /** Copies, oldest first: a reader cannot change the record. */
  mails: (): SentMail[] => mails.map((mail) => ({ ...mail })),
  sms: (): SentSms[] => sms.map((message) => ({ ...message })),
  clear(): void {
    mails.length = 0;
    sms.length = 0;
  },
};

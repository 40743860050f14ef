/**
 * Phone numbers: how they are written is not part of them, so every check and
 * every comparison (client, sign-up rules, fake backend) first normalises.
 */

/** Spaces, dots, dashes and brackets are how people write numbers, not part of them. */
export function normalizePhone(phone: string): string {
  return phone.replace(/[\s().-]/g, '');
}

/** A number as the account keeps it: an optional +, then 6 to 15 digits (after normalising). */
export const PHONE_PATTERN = /^\+?\d{6,15}$/;
export const isValidPhone = (phone: string) => PHONE_PATTERN.test(normalizePhone(phone));

/**
 * What an SMS can be sent to: the international form the phone verification
 * service (Firebase in real mode) asks for, a + and 8 to 15 digits.
 */
export const SMS_PHONE_PATTERN = /^\+\d{8,15}$/;
export const canReceiveSms = (phone: string) => SMS_PHONE_PATTERN.test(normalizePhone(phone));

/** The SMS code of the phone verification service: 6 digits. */
export const SMS_CODE_LENGTH = 6;

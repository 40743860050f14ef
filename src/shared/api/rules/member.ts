/**
 * The member's own fields (docs/product/rules-and-timings.md#validation), as one source for the
 * forms, the contract and the fake backend, so a rule cannot drift between
 * what the client checks and what the server refuses.
 */

/** Male, female, other; the sign-up form defaults to male (docs/product/rules-and-timings.md#gender). */
export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];
export const DEFAULT_GENDER: Gender = 'male';

/** Who a member wants to see (the filter's Gender): the interested-in choices of docs/product/rules-and-timings.md#choices. */
export const INTERESTED_IN = ['men', 'women', 'everyone'] as const;
export type InterestedIn = (typeof INTERESTED_IN)[number];

export const NAME_MIN = 3;
export const NAME_MAX = 20;
/** Letters of any alphabet and spaces, 3 to 20 of them (sign-up and profile edit alike). */
export const NAME_PATTERN = new RegExp(`^[\\p{L} ]{${NAME_MIN},${NAME_MAX}}$`, 'u');

/** Only letters and spaces can be typed in the name: anything else is dropped as it arrives. */
export function keepNameCharacters(value: string): string {
  return value.replace(/[^\p{L} ]/gu, '').slice(0, NAME_MAX);
}

export const isValidName = (name: string) => NAME_PATTERN.test(name.trim());

/** A pragmatic pattern: something, an @, a domain with a dot. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Mail addresses are compared trimmed and case-blind, as mail servers treat them. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 15;
export const isValidPassword = (password: string) => password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX;

/** Bio (About), job, company and school: up to 60 characters each. */
export const PROFILE_TEXT_MAX = 60;

/** At most 5 photos (docs/product/rules-and-timings.md#photos). */
export const MAX_PHOTOS = 5;

/** The mailed one-time code of the sign-up: 4 digits. */
export const MAIL_CODE_LENGTH = 4;

import dayjs from 'dayjs';
import { z } from 'zod';

/** The sign-up form's rules (spec 1 section 5). Each message is a key of the signup texts. */
export type SignupProblem = 'fillDetails' | 'validEmail' | 'nameRule' | 'passwordRule' | 'dobInvalid' | 'dobRange' | 'validPhone';

export const NAME_MAX = 20;
export const EARLIEST_BIRTH_DATE = '1901-01-01';
export const MIN_AGE = 18;
const DATE_FORMAT = 'YYYY-MM-DD';

/** Letters of any alphabet and spaces, 3 to 20 of them. */
const NAME_PATTERN = /^[\p{L} ]{3,20}$/u;
/** A pragmatic pattern: something, an @, a domain with a dot. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** An international number: an optional +, then 6 to 15 digits; spaces, dots, dashes and brackets are allowed between. */
const PHONE_PATTERN = /^\+?\d{6,15}$/;

/** Only letters and spaces can be typed in the name: anything else is dropped as it arrives. */
export function keepNameCharacters(value: string): string {
  return value.replace(/[^\p{L} ]/gu, '').slice(0, NAME_MAX);
}

export function normalizePhone(phone: string): string {
  return phone.replace(/[\s().-]/g, '');
}

/** The latest birth date the picker offers: today minus 18 years. */
export function latestBirthDate(today: dayjs.Dayjs = dayjs()): string {
  return today.subtract(MIN_AGE, 'year').format(DATE_FORMAT);
}

/** Whole years from a year-month-day birth date to today, or null when the date is not a real one. */
export function ageFrom(dob: string, today: dayjs.Dayjs = dayjs()): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(dob)) return null;
  const birth = dayjs(dob);
  if (!birth.isValid() || birth.format(DATE_FORMAT) !== dob) return null;
  const age = today.startOf('day').diff(birth, 'year');
  return age >= 0 ? age : null;
}

export function isBirthDateAllowed(dob: string, today: dayjs.Dayjs = dayjs()): boolean {
  return ageFrom(dob, today) !== null && dob >= EARLIEST_BIRTH_DATE && dob <= latestBirthDate(today);
}

/** The form's schema; `today` is a parameter so the age rules can be tested on any day. */
export function signupFormSchema(today: dayjs.Dayjs = dayjs()) {
  const problem = (key: SignupProblem) => ({ message: key });
  return z.object({
    name: z.string().trim().min(1, problem('fillDetails')).regex(NAME_PATTERN, problem('nameRule')),
    email: z.string().trim().min(1, problem('fillDetails')).regex(EMAIL_PATTERN, problem('validEmail')),
    password: z.string().min(1, problem('fillDetails')).min(6, problem('passwordRule')).max(15, problem('passwordRule')),
    dob: z
      .string()
      .min(1, problem('fillDetails'))
      .refine((dob) => dob === '' || (ageFrom(dob, today) !== null && dob >= EARLIEST_BIRTH_DATE), problem('dobInvalid'))
      .refine((dob) => ageFrom(dob, today) === null || dob <= latestBirthDate(today), problem('dobRange')),
    gender: z.enum(['male', 'female', 'other']),
    phone: z
      .string()
      .trim()
      .min(1, problem('fillDetails'))
      .refine((phone) => phone === '' || PHONE_PATTERN.test(normalizePhone(phone)), problem('validPhone'))
      // The number travels as digits, the way the checks and the account keep it.
      .transform(normalizePhone),
  });
}

export type SignupFormInput = z.input<ReturnType<typeof signupFormSchema>>;
export type SignupFormValues = z.output<ReturnType<typeof signupFormSchema>>;
export type Gender = SignupFormValues['gender'];

/** The order the fields appear in: a problem of an earlier field is shown first. */
const fieldOrder: Array<keyof SignupFormValues> = ['name', 'email', 'password', 'dob', 'gender', 'phone'];

/**
 * The one message the form shows for a failed submit: 'Please fill the details'
 * while anything is missing, else the first field's problem.
 */
export function firstProblem(problems: Partial<Record<keyof SignupFormValues, string | undefined>>): SignupProblem | null {
  const inOrder = fieldOrder.map((field) => problems[field]).filter((message): message is string => Boolean(message));
  if (inOrder.includes('fillDetails')) return 'fillDetails';
  return (inOrder[0] as SignupProblem | undefined) ?? null;
}

/** What the rest of the sign-up needs from the form: its values and the computed age. */
export interface SignupDetails extends SignupFormValues {
  age: number;
}

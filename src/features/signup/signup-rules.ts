import { z } from 'zod/mini';
import {
  ageOn,
  EMAIL_PATTERN,
  GENDERS,
  isRealBirthDate,
  isValidPhone,
  latestBirthDate,
  localCalendarDate,
  NAME_PATTERN,
  normalizePhone,
  PASSWORD_MAX,
  PASSWORD_MIN,
} from '@/shared/api/rules';

/**
 * The sign-up form's schema (docs/product/rules-and-timings.md#validation). The rules themselves live in
 * @/shared/api/rules, shared with the fake server; here they are only mapped to
 * the form's messages, each a key of the signup texts.
 */
export type SignupProblem = 'fillDetails' | 'validEmail' | 'nameRule' | 'passwordRule' | 'dobInvalid' | 'dobRange' | 'validPhone';

/** The form's schema; `today` (year-month-day) is a parameter so the age rules can be tested on any day. */
export function signupFormSchema(today: string = localCalendarDate(Date.now())) {
  const problem = (key: SignupProblem) => ({ message: key });
  return z.object({
    name: z.string().check(z.trim(), z.minLength(1, problem('fillDetails')), z.regex(NAME_PATTERN, problem('nameRule'))),
    email: z.string().check(z.trim(), z.minLength(1, problem('fillDetails')), z.regex(EMAIL_PATTERN, problem('validEmail'))),
    password: z
      .string()
      .check(z.minLength(1, problem('fillDetails')), z.minLength(PASSWORD_MIN, problem('passwordRule')), z.maxLength(PASSWORD_MAX, problem('passwordRule'))),
    dob: z.string().check(
      z.minLength(1, problem('fillDetails')),
      z.refine((dob: string) => dob === '' || isRealBirthDate(dob, today), problem('dobInvalid')),
      z.refine((dob: string) => ageOn(dob, today) === null || dob <= latestBirthDate(today), problem('dobRange')),
    ),
    gender: z.enum(GENDERS),
    // The number travels as digits, the way the checks and the account keep it.
    phone: z.pipe(
      z.string().check(
        z.trim(),
        z.minLength(1, problem('fillDetails')),
        z.refine((phone: string) => phone === '' || isValidPhone(phone), problem('validPhone')),
      ),
      z.transform(normalizePhone),
    ),
  });
}

export type SignupFormInput = z.input<ReturnType<typeof signupFormSchema>>;
export type SignupFormValues = z.output<ReturnType<typeof signupFormSchema>>;

/**
 * The one message of a refused submit: 'Please fill the details' while anything is missing (the focus goes
 * to the first empty field), else the first field's problem in the order shown.
 */
export const SIGNUP_FIRST_PROBLEMS: readonly SignupProblem[] = ['fillDetails'];

/** Whether a field's problem is that it is empty: such a field is marked until filled. */
export const isMissing = (problem: string | undefined) => problem === 'fillDetails';

/** What the rest of the sign-up needs from the form: its values and the computed age. */
export interface SignupDetails extends SignupFormValues {
  age: number;
}

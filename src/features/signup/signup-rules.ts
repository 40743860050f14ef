import { z } from 'zod';
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
 * The sign-up form's schema (spec 1 section 5). The rules themselves live in
 * @/shared/api/rules, shared with the fake server; here they are only mapped to
 * the form's messages, each a key of the signup texts.
 */
export type SignupProblem = 'fillDetails' | 'validEmail' | 'nameRule' | 'passwordRule' | 'dobInvalid' | 'dobRange' | 'validPhone';

/** The form's schema; `today` (year-month-day) is a parameter so the age rules can be tested on any day. */
export function signupFormSchema(today: string = localCalendarDate(Date.now())) {
  const problem = (key: SignupProblem) => ({ message: key });
  return z.object({
    name: z.string().trim().min(1, problem('fillDetails')).regex(NAME_PATTERN, problem('nameRule')),
    email: z.string().trim().min(1, problem('fillDetails')).regex(EMAIL_PATTERN, problem('validEmail')),
    password: z.string().min(1, problem('fillDetails')).min(PASSWORD_MIN, problem('passwordRule')).max(PASSWORD_MAX, problem('passwordRule')),
    dob: z
      .string()
      .min(1, problem('fillDetails'))
      .refine((dob) => dob === '' || isRealBirthDate(dob, today), problem('dobInvalid'))
      .refine((dob) => ageOn(dob, today) === null || dob <= latestBirthDate(today), problem('dobRange')),
    gender: z.enum(GENDERS),
    phone: z
      .string()
      .trim()
      .min(1, problem('fillDetails'))
      .refine((phone) => phone === '' || isValidPhone(phone), problem('validPhone'))
      // The number travels as digits, the way the checks and the account keep it.
      .transform(normalizePhone),
  });
}

export type SignupFormInput = z.input<ReturnType<typeof signupFormSchema>>;
export type SignupFormValues = z.output<ReturnType<typeof signupFormSchema>>;

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

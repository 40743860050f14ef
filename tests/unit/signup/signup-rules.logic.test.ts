import { describe, expect, it } from 'vitest';
import { latestBirthDate } from '@/shared/api/rules';
import { isMissing, SIGNUP_FIRST_PROBLEMS, signupFormSchema, type SignupFormInput } from '@/features/signup/signup-rules';
import { firstProblem as firstOf } from '@/shared/forms/first-problem';

const today = '2026-11-01';
const valid: SignupFormInput = {
  name: 'Jamie Rivers',
  email: 'jamie@example.test',
  password: 'secret12',
  dob: '1995-06-15',
  gender: 'male',
  phone: '+33 6 12 34 56 78',
};

/** The form's one message for these problems, as the form's hook picks it (fields in the order shown). */
function firstProblem(problems: Partial<Record<keyof SignupFormInput, string>>) {
  const order = Object.keys(valid) as Array<keyof SignupFormInput>;
  return firstOf(order, (field) => problems[field], SIGNUP_FIRST_PROBLEMS)?.message ?? null;
}

/** The problem keys the schema reports for each field, as the form reads them. */
function problemsOf(change: Partial<SignupFormInput>) {
  const result = signupFormSchema(today).safeParse({ ...valid, ...change });
  if (result.success) return {};
  const byField: Record<string, string | undefined> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]);
    byField[field] ??= issue.message;
  }
  return byField;
}

describe('the sign-up form rules', () => {
  it('accepts a complete form, gender male by default choice', () => {
    expect(signupFormSchema(today).safeParse(valid).success).toBe(true);
  });

  it.each([
    ['name', { name: '' }],
    ['email', { email: '  ' }],
    ['password', { password: '' }],
    ['dob', { dob: '' }],
    ['phone', { phone: '' }],
  ])("asks 'Please fill the details' for a missing %s", (field, change) => {
    const problems = problemsOf(change);
    expect(problems[field]).toBe('fillDetails');
    expect(isMissing(problems[field])).toBe(true);
    expect(firstProblem(problems)).toBe('fillDetails');
  });

  it("answers 'Please enter valid email' for a mail without a domain", () => {
    expect(firstProblem(problemsOf({ email: 'jamie@nowhere' }))).toBe('validEmail');
  });

  it.each(['Jo', 'A'.repeat(21), 'Jamie 2', 'Jamie!'])('refuses the name %s', (name) => {
    expect(problemsOf({ name }).name).toBe('nameRule');
  });

  it.each(['Zoé', 'Ana Lúcia', 'محمد علي', 'Abc'])('accepts the name %s (letters of any alphabet and spaces)', (name) => {
    expect(problemsOf({ name }).name).toBeUndefined();
  });

  it.each([
    ['12345', 'passwordRule'],
    ['x'.repeat(16), 'passwordRule'],
    ['123456', undefined],
    ['x'.repeat(15), undefined],
  ])('checks the password %s is 6 to 15 characters', (password, problem) => {
    expect(problemsOf({ password }).password).toBe(problem);
  });

  it('allows a birth date from 1 Jan 1901 to today minus 18 years', () => {
    expect(latestBirthDate(today)).toBe('2008-11-01');
    expect(problemsOf({ dob: '2008-11-01' }).dob).toBeUndefined();
    expect(problemsOf({ dob: '2008-11-02' }).dob).toBe('dobRange');
    expect(problemsOf({ dob: '1901-01-01' }).dob).toBeUndefined();
    expect(problemsOf({ dob: '1900-12-31' }).dob).toBe('dobInvalid');
    expect(problemsOf({ dob: '1995-02-30' }).dob).toBe('dobInvalid');
  });

  it.each([
    ['+33 6 12 34 56 78', undefined],
    ['+1 (555) 010-0001', undefined],
    ['0612345678', undefined],
    ['call me', 'validPhone'],
    ['+12', 'validPhone'],
  ])('checks the phone %s', (phone, problem) => {
    expect(problemsOf({ phone }).phone).toBe(problem);
  });

  it('shows the first field’s problem when nothing is missing', () => {
    expect(firstProblem({ name: 'nameRule', email: 'validEmail' })).toBe('nameRule');
    expect(firstProblem({ email: 'validEmail', phone: 'fillDetails' })).toBe('fillDetails');
    expect(firstProblem({})).toBeNull();
  });

  it('marks as missing only an empty field, and sends to the first empty one while any is', () => {
    expect(isMissing('fillDetails')).toBe(true);
    expect(isMissing('validEmail')).toBe(false);
    expect(isMissing(undefined)).toBe(false);
    const order = Object.keys(valid) as Array<keyof SignupFormInput>;
    const problems: Partial<Record<keyof SignupFormInput, string>> = { name: 'nameRule', password: 'fillDetails', phone: 'fillDetails' };
    expect(firstOf(order, (field) => problems[field], SIGNUP_FIRST_PROBLEMS)?.field).toBe('password');
  });
});

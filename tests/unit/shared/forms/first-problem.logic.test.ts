import { describe, expect, it } from 'vitest';
import { signInSchema, SIGN_IN_FIRST_PROBLEMS } from '@/features/account/sign-in-rules';
import { firstProblem } from '@/shared/forms/first-problem';
import { formProblem } from '../../support/form-problem';

const order = ['email', 'password'] as const;

describe('firstProblem: the one message a refused form shows', () => {
  it('names the first field at fault in the order shown', () => {
    const messages: Record<string, string | undefined> = { email: 'validEmail', password: 'tooShort' };
    expect(firstProblem(order, (field) => messages[field])).toEqual({ field: 'email', message: 'validEmail' });
  });

  it('puts a problem of firstProblems before any other, whatever its field', () => {
    const messages: Record<string, string | undefined> = { email: 'validEmail', password: 'fillDetails' };
    expect(firstProblem(order, (field) => messages[field], ['fillDetails'])).toEqual({ field: 'password', message: 'fillDetails' });
  });

  it('is null when nothing is at fault', () => {
    expect(firstProblem(order, () => undefined, ['fillDetails'])).toBeNull();
  });
});

describe('the sign-in rules', () => {
  const problemOf = (values: { email: string; password: string }) => formProblem(signInSchema, values, SIGN_IN_FIRST_PROBLEMS);

  it('asks to fill the details while a field is empty, even beside a mistyped mail', () => {
    expect(problemOf({ email: '', password: 'secret' })).toBe('fillDetails');
    expect(problemOf({ email: 'not-a-mail', password: '' })).toBe('fillDetails');
  });

  it('asks for a valid mail, and sends the mail trimmed', () => {
    expect(problemOf({ email: 'not-a-mail', password: 'secret' })).toBe('validEmail');
    expect(signInSchema.parse({ email: '  amelie@amora.test ', password: 'x' }).email).toBe('amelie@amora.test');
  });
});

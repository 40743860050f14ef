import { z } from 'zod/mini';
import { EMAIL_PATTERN } from '@/shared/api/rules';

/** The sign-in form's own checks, before any call (docs/product/rules-and-timings.md#sign-in). */
export type SignInProblem = 'fillDetails' | 'validEmail';

const problem = (key: SignInProblem) => ({ message: key });

/** The mail, required and well formed; it travels trimmed. */
const email = z.string().check(z.trim(), z.minLength(1, problem('fillDetails')), z.regex(EMAIL_PATTERN, problem('validEmail')));

export const signInSchema = z.object({
  email,
  password: z.string().check(z.minLength(1, problem('fillDetails'))),
});

/** An empty field is named before a mistyped mail. */
export const SIGN_IN_FIRST_PROBLEMS: readonly SignInProblem[] = ['fillDetails'];

/** Forgot Password asks for the mail alone, under the same rule as the sign-in (docs/product/rules-and-timings.md#sign-in). */
export const forgotPasswordSchema = z.object({ email });

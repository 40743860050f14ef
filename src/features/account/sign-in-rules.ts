import { EMAIL_PATTERN } from '@/shared/api/rules';

/** The sign-in form's own checks, before any call (docs/product/rules-and-timings.md#sign-in). */
export type SignInProblem = 'fillDetails' | 'validEmail';


export function checkSignIn(email: string, password: string): SignInProblem | null {
  if (!email.trim() || !password) return 'fillDetails';
  if (!EMAIL_PATTERN.test(email.trim())) return 'validEmail';
  return null;
}

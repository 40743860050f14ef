/** The sign-in form's own checks, before any call (spec 1 section 5). */
export type SignInProblem = 'fillDetails' | 'validEmail';

/** A pragmatic pattern: something, an @, a domain with a dot. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkSignIn(email: string, password: string): SignInProblem | null {
  if (!email.trim() || !password) return 'fillDetails';
  if (!EMAIL_PATTERN.test(email.trim())) return 'validEmail';
  return null;
}

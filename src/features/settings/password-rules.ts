/**
 * Change Password's own checks, before any call (docs/product/rules-and-timings.md#change-password): all three fields are
 * required; the new password must differ from the old one and equal the re-typed one.
 * The server checks the old password and the length, and its message is shown as received.
 */
export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
  retyped: string;
}

export type PasswordProblem = 'fillDetails' | 'sameAsOld' | 'notRetyped';

export function passwordProblem({ oldPassword, newPassword, retyped }: PasswordChange): PasswordProblem | null {
  if (oldPassword === '' || newPassword === '' || retyped === '') return 'fillDetails';
  if (newPassword === oldPassword) return 'sameAsOld';
  if (newPassword !== retyped) return 'notRetyped';
  return null;
}

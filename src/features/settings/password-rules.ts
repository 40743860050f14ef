import { z } from 'zod/mini';

/**
 * Change Password's own checks, before any call (docs/product/rules-and-timings.md#change-password): all three fields are
 * required; the new password must differ from the old one and equal the re-typed one.
 * The server checks the old password and the length, and its message is shown as received.
 * Each message is a key of the settings texts' `password.problems`.
 */
export type PasswordProblem = 'fillDetails' | 'sameAsOld' | 'notRetyped';

const problem = (key: PasswordProblem) => ({ message: key });
const required = z.string().check(z.minLength(1, problem('fillDetails')));

/** The fields bear the call's names: the old and the new password travel as typed. */
export const changePasswordSchema = z.object({ old_password: required, new_password: required, retype_password: required }).check(
  z.refine((change) => change.new_password !== change.old_password, { ...problem('sameAsOld'), path: ['new_password'] }),
  z.refine((change) => change.new_password === change.retype_password, { ...problem('notRetyped'), path: ['retype_password'] }),
);

/** An empty field is named before the others' problems. */
export const PASSWORD_FIRST_PROBLEMS: readonly PasswordProblem[] = ['fillDetails'];

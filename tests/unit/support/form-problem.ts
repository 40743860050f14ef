import * as z from 'zod/v4/core';
import { firstProblem } from '@/shared/forms/first-problem';

/**
 * The one problem key a form on `useNoticeForm` shows for these values, or null when they go through:
 * like the form's resolver, each field speaks of its first problem; the fields count in the order of `values`.
 */
export function formProblem<Values extends Record<string, unknown>>(
  schema: z.$ZodType<unknown, Values>,
  values: Values,
  firstProblems: readonly string[] = [],
): string | null {
  const result = z.safeParse(schema, values);
  if (result.success) return null;
  const messages: Record<string, string> = {};
  for (const issue of result.error.issues) messages[String(issue.path[0])] ??= issue.message;
  return firstProblem(Object.keys(values), (field) => messages[field], firstProblems)?.message ?? null;
}

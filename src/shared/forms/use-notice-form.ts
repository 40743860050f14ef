import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldError, type FieldErrors, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/v4/core';
import { refusalMessage } from '@/shared/api/errors';
import { useSubmitOnce } from '@/shared/lib/use-click-once';
import { NOTICE_MS, useNotice, type NoticeState } from '@/shared/lib/use-notice';
import { firstProblem } from './first-problem';

export interface NoticeFormOptions<Input extends FieldValues, Output> {
  /** The form's rules; each message is a problem key, turned into words by `describe`. */
  schema: z.$ZodType<Output, Input>;
  defaultValues: DefaultValues<Input>;
  /**
   * The words for a problem key, in the form's own texts; null for a problem the form shows no words for
   * (a code whose button waits for the whole code).
   */
  describe: (problem: string) => string | null;
  /**
   * Problems shown before any other whatever their field (e.g. 'fillDetails' while anything is empty);
   * otherwise the first field at fault, in the order of `defaultValues`, speaks.
   */
  firstProblems?: readonly string[];
  /** How long a message stays (docs/product/rules-and-timings.md#timings). */
  noticeMs?: number;
  /** The words for a failure the server did not put in words (default 'Something went wrong. Please try again.'). */
  failed?: string;
  /** When a refused form checks again: at each change (default), or at the next submit only (a message under a field stays until then). */
  recheck?: 'onChange' | 'onSubmit';
  /** Sends the checked values; a refusal it throws is shown in the server's words. */
  onValid: (values: Output) => unknown;
  /** Whether a refused submit puts the focus on the field at fault (default yes). */
  focusProblem?: boolean;
  /** Where the messages show when the form shares its place with others (the steps of one widget); else its own. */
  notice?: NoticeState;
}

export interface NoticeForm<Input extends FieldValues, Output> extends UseFormReturn<Input, unknown, Output>, NoticeState {
  /** The form's onSubmit: checks, then sends once until answered (Enter, a click, three clicks alike). */
  onSubmit: ReturnType<typeof useSubmitOnce>['onSubmit'];
  /** True while the values are on their way. */
  pending: boolean;
}

/**
 * The one way of a form here: react-hook-form over a zod schema, and one message at a time shown as a
 * notice for the product's time (docs/product/messages.md#how-messages-show), the way every screen of
 * the specs speaks. The fields are the form's own (`register`, or `control` for a custom input); the
 * message goes in a `<NoticeRegion notice={form.notice} />`.
 */
export function useNoticeForm<Input extends FieldValues, Output>({
  schema,
  defaultValues,
  describe,
  firstProblems = [],
  noticeMs = NOTICE_MS.error,
  failed,
  recheck = 'onChange',
  onValid,
  focusProblem = true,
  notice: sharedNotice,
}: NoticeFormOptions<Input, Output>): NoticeForm<Input, Output> {
  const { t } = useTranslation();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema as z.$ZodType<Output, Input> & { _zod: { output: Output; input: Input } }),
    defaultValues,
    reValidateMode: recheck,
    // The hook picks the one field to fix, by the product's order of problems.
    shouldFocusError: false,
  });
  const ownNotice = useNotice(noticeMs);
  const notice = sharedNotice ?? ownNotice;
  const { show, clear } = notice;
  const fieldOrder = Object.keys(defaultValues ?? {}) as Array<Path<Input>>;

  const send = async (values: Output) => {
    clear();
    try {
      await onValid(values);
    } catch (error) {
      show(refusalMessage(error) ?? failed ?? t('common:somethingWentWrong'));
    }
  };
  const refuse = (errors: FieldErrors<Input>) => {
    const problem = firstProblem(fieldOrder, (field) => errors[field]?.message as string | undefined, firstProblems);
    if (!problem) return;
    if (focusProblem && !focusNow((errors[problem.field] as FieldError | undefined)?.ref)) form.setFocus(problem.field);
    const words = describe(problem.message);
    if (words) show(words);
  };
  const submit = useSubmitOnce(form.handleSubmit(send, refuse));
  return { ...form, ...notice, onSubmit: submit.onSubmit, pending: submit.pending };
}

/**
 * Focuses the field at fault at once, before the message shows. react-hook-form's setFocus waits for a timer, which
 * the message's render may come before: a person who starts typing into another field as soon as the message shows
 * would see the rest of their word land in the field at fault. False for a field without an element to focus.
 */
function focusNow(ref: FieldError['ref']): boolean {
  if (!ref || typeof ref.focus !== 'function') return false;
  ref.focus();
  return true;
}

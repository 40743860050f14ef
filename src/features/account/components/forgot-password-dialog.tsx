import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNoticeForm } from '@/shared/forms/use-notice-form';
import { Button } from '@/shared/ui/button';
import { Dialog, DialogActions } from '@/shared/ui/dialog';
import { FormDialogActions } from '@/shared/ui/form-dialog-actions';
import { NoticeRegion } from '@/shared/ui/notice';
import { TextField } from '@/shared/ui/text-field';
import { useForgotPassword } from '../api/use-forgot-password';
import { forgotPasswordSchema } from '../sign-in-rules';
import styles from './forgot-password-dialog.module.css';

export interface ForgotPasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The Forgot Password popup: the mail is required; the server's answer is shown as it comes. */
export function ForgotPasswordDialog({ open, onOpenChange }: ForgotPasswordDialogProps) {
  const { t } = useTranslation('account');
  return (
    // No header close: the form's own Cancel (Close once sent) is the way out.
    <Dialog open={open} onOpenChange={onOpenChange} title={t('forgot.title')} description={t('forgot.description')} closeButton={false}>
      {/* Mounted only while open, so every opening starts empty. */}
      {open ? <ForgotPasswordForm onCancel={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function ForgotPasswordForm({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation('account');
  const forgot = useForgotPassword();
  const [sent, setSent] = useState<string | null>(null);
  // Errors, the form's and the server's, stay about 2 s (docs/product/messages.md#how-messages-show);
  // Send runs once until answered: three clicks in one task send one request.
  const form = useNoticeForm({
    schema: forgotPasswordSchema,
    defaultValues: { email: '' },
    describe: (problem) => t(problem),
    focusProblem: false,
    onValid: async ({ email }) => setSent(await forgot.mutateAsync(email)),
  });
  // Send leaves the page when the link is sent, and the dialog's focus trap would then pick its first field:
  // the focus goes to Done after that, so Enter or Escape ends the popup.
  const doneButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (sent) doneButton.current?.focus();
  }, [sent]);
  // A new try (Enter in the field) starts without the last answer.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    setSent(null);
    form.onSubmit(event);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label={t('email')}
        type="email"
        autoComplete="email"
        dir="ltr"
        aria-invalid={form.notice ? true : undefined}
        {...form.register('email')}
      />
      <NoticeRegion notice={form.notice ?? (sent ? { text: sent, tone: 'success' } : null)} className={styles.message} />
      {sent ? (
        // Once the link is sent there is nothing left to do here: one clear way out.
        <DialogActions>
          <Button onClick={onCancel} ref={doneButton}>
            {t('forgot.done')}
          </Button>
        </DialogActions>
      ) : (
        <FormDialogActions
          cancelLabel={t('forgot.cancel')}
          onCancel={onCancel}
          submitLabel={t('forgot.send')}
          pendingLabel={t('common:sending')}
          pending={form.pending}
        />
      )}
    </form>
  );
}

import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalMessage } from '@/shared/api/errors';
import { EMAIL_PATTERN } from '@/shared/api/rules';
import { useSubmitOnce } from '@/shared/lib/use-click-once';
import { NOTICE_MS, useNotice } from '@/shared/lib/use-notice';
import { SubmitButton } from '@/shared/ui/action-button';
import { Button } from '@/shared/ui/button';
import { Dialog, DialogActions } from '@/shared/ui/dialog';
import { NoticeRegion } from '@/shared/ui/notice';
import { TextField } from '@/shared/ui/text-field';
import { useForgotPassword } from '../api/use-forgot-password';
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
  const [email, setEmail] = useState('');
  // Errors from the server stay about 2 s (docs/product/messages.md#how-messages-show).
  const { notice: error, show: showError, clear: clearError } = useNotice(NOTICE_MS.error);
  const [sent, setSent] = useState<string | null>(null);
  // Send leaves the page when the link is sent, and the dialog's focus trap would then pick its first field:
  // the focus goes to Done after that, so Enter or Escape ends the popup.
  const doneButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (sent) doneButton.current?.focus();
  }, [sent]);

  // Send runs once until answered: three clicks in one task send one request.
  const submit = useSubmitOnce(async () => {
    setSent(null);
    const wanted = email.trim();
    if (!wanted) return showError(t('fillDetails'));
    if (!EMAIL_PATTERN.test(wanted)) return showError(t('validEmail'));
    clearError();
    try {
      setSent(await forgot.mutateAsync(wanted));
    } catch (failure) {
      showError(refusalMessage(failure) ?? t('common:somethingWentWrong'));
    }
  });

  return (
    <form className={styles.form} onSubmit={submit.onSubmit} noValidate>
      <TextField
        label={t('email')}
        type="email"
        name="email"
        autoComplete="email"
        dir="ltr"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        aria-invalid={error ? true : undefined}
      />
      <NoticeRegion notice={error ?? (sent ? { text: sent, tone: 'success' } : null)} className={styles.message} />
      <DialogActions>
        {sent ? (
          // Once the link is sent there is nothing left to do here: one clear way out.
          <Button onClick={onCancel} ref={doneButton}>
            {t('forgot.done')}
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onCancel}>
              {t('forgot.cancel')}
            </Button>
            <SubmitButton pending={submit.pending} pendingLabel={t('common:sending')}>
              {t('forgot.send')}
            </SubmitButton>
          </>
        )}
      </DialogActions>
    </form>
  );
}

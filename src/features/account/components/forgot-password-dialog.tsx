import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalMessage } from '@/shared/api/errors';
import { EMAIL_PATTERN } from '@/shared/api/rules';
import { useTimedMessage } from '@/shared/lib/use-timed-message';
import { Button } from '@/shared/ui/button';
import { Dialog, DialogActions } from '@/shared/ui/dialog';
import { Notice } from '@/shared/ui/notice';
import { TextField } from '@/shared/ui/text-field';
import { useForgotPassword } from '../api/use-forgot-password';
import styles from './forgot-password-dialog.module.css';

/** Errors from the server stay about 2 s (spec 1 section 8). */
const ERROR_MS = 2000;

export interface ForgotPasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The Forgot Password popup: the mail is required; the server's answer is shown as it comes. */
export function ForgotPasswordDialog({ open, onOpenChange }: ForgotPasswordDialogProps) {
  const { t } = useTranslation('account');
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('forgot.title')} description={t('forgot.description')}>
      {/* Mounted only while open, so every opening starts empty. */}
      {open ? <ForgotPasswordForm onCancel={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function ForgotPasswordForm({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation('account');
  const forgot = useForgotPassword();
  const [email, setEmail] = useState('');
  const [error, showError, clearError] = useTimedMessage(ERROR_MS);
  const [sent, setSent] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    setSent(null);
    const wanted = email.trim();
    if (!wanted) return showError(t('fillDetails'));
    if (!EMAIL_PATTERN.test(wanted)) return showError(t('validEmail'));
    clearError();
    forgot.mutate(wanted, {
      onSuccess: (message) => setSent(message),
      onError: (failure) => showError(refusalMessage(failure) ?? t('common:somethingWentWrong')),
    });
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
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
      <div className={styles.message} aria-live="polite">
        {error ? <Notice tone="error">{error}</Notice> : null}
        {sent ? <Notice tone="success">{sent}</Notice> : null}
      </div>
      <DialogActions>
        <Button variant="secondary" onClick={onCancel}>
          {sent ? t('common:close') : t('forgot.cancel')}
        </Button>
        <Button type="submit" disabled={forgot.isPending} aria-busy={forgot.isPending}>
          {t('forgot.send')}
        </Button>
      </DialogActions>
    </form>
  );
}

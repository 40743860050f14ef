import { useTranslation } from 'react-i18next';
import { useNoticeForm } from '@/shared/forms/use-notice-form';
import { Dialog } from '@/shared/ui/dialog';
import { FormDialogActions } from '@/shared/ui/form-dialog-actions';
import { NoticeRegion } from '@/shared/ui/notice';
import { TextField } from '@/shared/ui/text-field';
import { useChangePassword } from '../api/use-change-password';
import { changePasswordSchema, PASSWORD_FIRST_PROBLEMS } from '../password-rules';
import styles from './change-password-dialog.module.css';

export interface ChangePasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The server's success message: the screen shows it in its banner once the modal has closed. */
  onChanged: (message: string) => void;
}

/** Change Password: old, new and re-typed password; the product's checks first, then the server's answer as received. */
export function ChangePasswordDialog({ open, onOpenChange, onChanged }: ChangePasswordDialogProps) {
  const { t } = useTranslation('settings');
  return (
    // Escape or a press outside would throw the typed passwords away: Cancel is the way out.
    <Dialog open={open} onOpenChange={onOpenChange} title={t('password.title')} closeButton={false} closeOnOutsidePress={false}>
      {/* Mounted only while open, so every opening starts empty. */}
      {open ? <ChangePasswordForm onCancel={() => onOpenChange(false)} onChanged={onChanged} /> : null}
    </Dialog>
  );
}

function ChangePasswordForm({ onCancel, onChanged }: { onCancel: () => void; onChanged: (message: string) => void }) {
  const { t } = useTranslation('settings');
  const change = useChangePassword();
  // Error messages, the form's and the server's, disappear after about 2 s (docs/product/messages.md#how-messages-show).
  const form = useNoticeForm({
    schema: changePasswordSchema,
    defaultValues: { old_password: '', new_password: '', retype_password: '' },
    describe: (problem) => t(`password.problems.${problem}`),
    firstProblems: PASSWORD_FIRST_PROBLEMS,
    focusProblem: false,
    onValid: async ({ old_password, new_password }) => onChanged(await change.mutateAsync({ old_password, new_password })),
  });

  return (
    <form className={styles.form} onSubmit={form.onSubmit} noValidate>
      <TextField label={t('password.old')} type="password" autoComplete="current-password" dir="ltr" {...form.register('old_password')} />
      <TextField label={t('password.new')} type="password" autoComplete="new-password" dir="ltr" {...form.register('new_password')} />
      <TextField label={t('password.retype')} type="password" autoComplete="new-password" dir="ltr" {...form.register('retype_password')} />
      <NoticeRegion notice={form.notice} live="assertive" className={styles.message} />
      <FormDialogActions
        cancelLabel={t('password.cancel')}
        onCancel={onCancel}
        submitLabel={t('password.submit')}
        pendingLabel={t('common:pleaseWait')}
        pending={form.pending}
      />
    </form>
  );
}

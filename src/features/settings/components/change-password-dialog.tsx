import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalMessage } from '@/shared/api/errors';
import { useSubmitOnce } from '@/shared/lib/use-click-once';
import { NOTICE_MS, useNotice } from '@/shared/lib/use-notice';
import { SubmitButton } from '@/shared/ui/action-button';
import { Button } from '@/shared/ui/button';
import { Dialog, DialogActions } from '@/shared/ui/dialog';
import { NoticeRegion } from '@/shared/ui/notice';
import { TextField } from '@/shared/ui/text-field';
import { useChangePassword } from '../api/use-change-password';
import { passwordProblem } from '../password-rules';
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
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [retyped, setRetyped] = useState('');
  // Error messages disappear after about 2 s (docs/product/messages.md#how-messages-show).
  const { notice, show, clear } = useNotice(NOTICE_MS.error);

  const submit = useSubmitOnce(async () => {
    const problem = passwordProblem({ oldPassword, newPassword, retyped });
    if (problem) return show(t(`password.problems.${problem}`));
    clear();
    try {
      onChanged(await change.mutateAsync({ old_password: oldPassword, new_password: newPassword }));
    } catch (failure) {
      show(refusalMessage(failure) ?? t('common:somethingWentWrong'));
    }
  });

  return (
    <form className={styles.form} onSubmit={submit.onSubmit} noValidate>
      <TextField
        label={t('password.old')}
        type="password"
        name="old_password"
        autoComplete="current-password"
        dir="ltr"
        value={oldPassword}
        onChange={(event) => setOldPassword(event.target.value)}
      />
      <TextField
        label={t('password.new')}
        type="password"
        name="new_password"
        autoComplete="new-password"
        dir="ltr"
        value={newPassword}
        onChange={(event) => setNewPassword(event.target.value)}
      />
      <TextField
        label={t('password.retype')}
        type="password"
        name="retype_password"
        autoComplete="new-password"
        dir="ltr"
        value={retyped}
        onChange={(event) => setRetyped(event.target.value)}
      />
      <NoticeRegion notice={notice} live="assertive" className={styles.message} />
      <DialogActions>
        <Button variant="secondary" onClick={onCancel}>
          {t('password.cancel')}
        </Button>
        <SubmitButton pending={submit.pending} pendingLabel={t('common:pleaseWait')}>
          {t('password.submit')}
        </SubmitButton>
      </DialogActions>
    </form>
  );
}

import { KeyRound, LogOut, UserX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalMessage } from '@/shared/api/errors';
import { useSignOut } from '@/member/session/use-sign-out';
import { Button } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { useDeactivateAccount } from '../api/use-deactivate-account';
import { ChangePasswordDialog } from './change-password-dialog';
import styles from './account-actions.module.css';

export interface AccountActionsProps {
  /** Shows a message in the screen's banner: the password change's success, a failed deactivation. */
  onNotice: (text: string, tone: 'success' | 'error') => void;
}

type Open = 'password' | 'logout' | 'deactivate' | null;

/** Change Password (modal), Logout and Deactivate account (each with a Yes/No confirm). */
export function AccountActions({ onNotice }: AccountActionsProps) {
  const { t } = useTranslation('settings');
  const [open, setOpen] = useState<Open>(null);
  const signOut = useSignOut();
  const deactivate = useDeactivateAccount();
  const openChange = (which: Open) => (isOpen: boolean) => setOpen(isOpen ? which : null);

  async function confirmDeactivation() {
    try {
      await deactivate();
    } catch (failure) {
      setOpen(null);
      onNotice(refusalMessage(failure) ?? t('common:somethingWentWrong'), 'error');
    }
  }

  return (
    <div className={styles.account}>
      <div className={styles.actions}>
        <Button variant="secondary" className={styles.action} onClick={() => setOpen('password')}>
          <KeyRound size={18} aria-hidden="true" />
          {t('password.open')}
        </Button>
        <Button variant="secondary" className={styles.action} onClick={() => setOpen('logout')}>
          <LogOut size={18} aria-hidden="true" className={styles.flip} />
          {t('logout')}
        </Button>
      </div>
      {/* Destructive, so quiet until confirmed: a plain line in the danger colour, under the everyday actions; the confirm says what it does. */}
      <Button variant="ghost" className={styles.deactivate} onClick={() => setOpen('deactivate')}>
        <UserX size={18} aria-hidden="true" />
        {t('deactivate')}
      </Button>

      <ChangePasswordDialog
        open={open === 'password'}
        onOpenChange={openChange('password')}
        onChanged={(message) => {
          setOpen(null);
          onNotice(message, 'success');
        }}
      />
      <ConfirmDialog open={open === 'logout'} onOpenChange={openChange('logout')} question={t('logoutQuestion')} onConfirm={signOut} />
      <ConfirmDialog
        open={open === 'deactivate'}
        onOpenChange={openChange('deactivate')}
        question={t('deactivateQuestion')}
        onConfirm={confirmDeactivation}
      />
    </div>
  );
}

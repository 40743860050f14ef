import { Dialog } from 'radix-ui';
import { useCallback, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { OwnProfile } from '@/shared/api/contract/profile';
import { Sidebar } from './sidebar';
import styles from './app-shell.module.css';

export interface MenuDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  profile: OwnProfile | undefined;
  /** The menu button, which opens the drawer without being Radix's trigger: the focus goes back to it on closing. */
  opener: RefObject<HTMLButtonElement | null>;
}

/** The phone's menu: the sidebar in a drawer from the inline start, a modal dialog named "Menu". */
export function MenuDrawer({ open, onOpenChange, profile, opener }: MenuDrawerProps) {
  const { t } = useTranslation('shell');
  const close = useCallback(() => onOpenChange(false), [onOpenChange]);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.drawer}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
        >
          <Dialog.Title className="visually-hidden">{t('menu')}</Dialog.Title>
          <Sidebar profile={profile} onNavigate={close} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

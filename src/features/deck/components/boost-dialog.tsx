import { Rocket } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '@/shared/ui/action-button';
import { Dialog, DialogActions } from '@/shared/ui/dialog';
import type { BoostView } from '../boost-state';
import styles from './deck-screen.module.css';

export interface BoostDialogProps {
  /** 'active' (Boost is active) or 'use' (Use Boost); null closes it. */
  view: Extract<BoostView, { kind: 'active' } | { kind: 'use' }> | null;
  onClose: () => void;
  onUse: () => Promise<void>;
}

/** The boost popups (docs/product/flows.md#boost): "Boost is active" with the boosts left, or Use Boost (30 minutes at the top). */
export function BoostDialog({ view, onClose, onUse }: BoostDialogProps) {
  const { t } = useTranslation('deck');
  if (!view) return null;
  const active = view.kind === 'active';
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={active ? t('boost.activeTitle') : t('boost.useTitle')}
      description={active ? t('boost.activeText') : t('boost.useText')}
    >
      <div className={styles.boostBody}>
        <span className={styles.boostIcon} data-active={active || undefined} aria-hidden="true">
          <Rocket size={40} />
        </span>
        <p className={styles.boostCount}>{t('boost.remaining', { count: Number(view.count) })}</p>
      </div>
      {active ? null : (
        <DialogActions>
          <ActionButton onAction={onUse} pendingLabel={t('boost.using')}>
            {t('boost.use')}
          </ActionButton>
        </DialogActions>
      )}
    </Dialog>
  );
}

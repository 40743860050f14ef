import { useTranslation } from 'react-i18next';
import { ActionButton } from './action-button';
import { Button } from './button';
import { Dialog, DialogActions } from './dialog';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  question: string;
  /** The confirmed action; return its promise and Yes stays locked (click-once) until it settles. */
  onConfirm: () => unknown;
}

/** The product's Yes/No confirmations (logout, deactivate, block, clear chat...). */
export function ConfirmDialog({ open, onOpenChange, question, onConfirm }: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  return (
    // No header close: No is the way out.
    <Dialog open={open} onOpenChange={onOpenChange} title={question} closeButton={false}>
      <DialogActions>
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {t('no')}
        </Button>
        <ActionButton onAction={onConfirm} pendingLabel={t('pleaseWait')}>
          {t('yes')}
        </ActionButton>
      </DialogActions>
    </Dialog>
  );
}

import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Dialog, DialogActions } from './dialog';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  question: string;
  onConfirm: () => void;
  busy?: boolean;
}

/** The specs' Yes/No confirmations (logout, deactivate, block, clear chat...). */
export function ConfirmDialog({ open, onOpenChange, question, onConfirm, busy = false }: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={question}>
      <DialogActions>
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {t('no')}
        </Button>
        <Button onClick={onConfirm} disabled={busy}>
          {t('yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

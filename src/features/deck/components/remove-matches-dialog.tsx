import { useTranslation } from 'react-i18next';
import { useClickOnce } from '@/shared/lib/use-click-once';
import { BusyButton } from '@/shared/ui/action-button';
import { Dialog, DialogActions } from '@/shared/ui/dialog';

export interface RemoveMatchesDialogProps {
  open: boolean;
  /** Yes and No do the same (docs/product/flows.md#swiping): reset the swipe flag, refresh, undo-match, reload. */
  onAnswer: () => Promise<void>;
}

/** "Remove related matches ?" after a nope when the member's swipe setting is '1'. */
export function RemoveMatchesDialog({ open, onAnswer }: RemoveMatchesDialogProps) {
  const { t } = useTranslation(['deck', 'common']);
  const { run, pending } = useClickOnce(onAnswer);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) run();
      }}
      title={t('deck:removeMatches.question')}
      closeButton={false}
    >
      <DialogActions>
        <BusyButton variant="secondary" pending={pending} pendingLabel={t('common:pleaseWait')} onClick={() => run()}>
          {t('common:no')}
        </BusyButton>
        <BusyButton pending={pending} pendingLabel={t('common:pleaseWait')} onClick={() => run()}>
          {t('common:yes')}
        </BusyButton>
      </DialogActions>
    </Dialog>
  );
}

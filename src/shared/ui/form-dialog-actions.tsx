import { SubmitButton } from './action-button';
import { Button } from './button';
import { DialogActions } from './dialog';

export interface FormDialogActionsProps {
  cancelLabel: string;
  onCancel: () => void;
  submitLabel: string;
  /** The submit's text while the form is on its way ('Saving…'). */
  pendingLabel: string;
  pending: boolean;
}

/** A form dialog's two ways out: Cancel, and the form's own submit (click-once, with its pending text). */
export function FormDialogActions({ cancelLabel, onCancel, submitLabel, pendingLabel, pending }: FormDialogActionsProps) {
  return (
    <DialogActions>
      <Button variant="secondary" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <SubmitButton pending={pending} pendingLabel={pendingLabel}>
        {submitLabel}
      </SubmitButton>
    </DialogActions>
  );
}

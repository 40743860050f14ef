import type { MouseEvent, ReactNode } from 'react';
import { useClickOnce } from '@/shared/lib/use-click-once';
import { Button, type ButtonProps } from './button';
import styles from './action-button.module.css';

export interface BusyButtonProps extends ButtonProps {
  /** While true the button shows `pendingLabel` and a spinner, is marked busy, and refuses presses. */
  pending: boolean;
  /** What the button says while its action runs ("Signing in…"); announced politely. */
  pendingLabel: string;
  children: ReactNode;
}

/**
 * A button whose action is running: pending text and spinner, aria-busy, and
 * aria-disabled rather than `disabled`, so the focus stays on it while it works.
 * The lock itself is the click-once guard (`useClickOnce`, `useSubmitOnce`).
 */
export function BusyButton({ pending, pendingLabel, children, className, onClick, ...props }: BusyButtonProps) {
  function click(event: MouseEvent<HTMLButtonElement>) {
    if (pending) {
      // A submit button would still submit its form: the form's own guard ignores it; say so here too.
      event.preventDefault();
      return;
    }
    onClick?.(event);
  }
  return (
    <>
      <Button
        {...props}
        className={[styles.busyButton, className].filter(Boolean).join(' ')}
        aria-busy={pending || undefined}
        aria-disabled={pending || props['aria-disabled'] || undefined}
        onClick={click}
      >
        {pending ? (
          <>
            <span className={styles.spinner} aria-hidden="true" />
            {pendingLabel}
          </>
        ) : (
          children
        )}
      </Button>
      <span className="visually-hidden" aria-live="polite">
        {pending ? pendingLabel : ''}
      </span>
    </>
  );
}

/** A submit button for a form guarded by `useSubmitOnce`: `<SubmitButton pending={pending} pendingLabel=…>`. */
export function SubmitButton(props: Omit<BusyButtonProps, 'type'>) {
  return <BusyButton type="submit" {...props} />;
}

export interface ActionButtonProps extends Omit<ButtonProps, 'onClick'> {
  /** The action; return its promise so the button stays locked until it settles. */
  onAction: () => unknown;
  pendingLabel: string;
  children: ReactNode;
}

/** A button outside a form that runs its action once at a time (Resend, Retry, like, pay...). */
export function ActionButton({ onAction, ...props }: ActionButtonProps) {
  const { run, pending } = useClickOnce(onAction);
  return <BusyButton {...props} pending={pending} onClick={() => run()} />;
}

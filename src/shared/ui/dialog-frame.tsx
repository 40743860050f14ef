import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './dialog.module.css';

export type DialogSize = 'sm' | 'md' | 'lg';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Shown under the title and read as the dialog's description. */
  description?: string;
  children?: ReactNode;
  /** sm 420 px (questions, short forms), md 560 px (steps), lg 640 px (media). Default sm. */
  size?: DialogSize;
  /** The close button in the header (default shown); its name is the common "Close" unless told. */
  closeButton?: boolean;
  closeLabel?: string;
  /** Escape closes (default). Off where a slip of the hand would throw work away. */
  closeOnEscape?: boolean;
  /** A press outside closes (default). */
  closeOnOutsidePress?: boolean;
  /** Where the focus goes on opening; by default the first focusable element inside. */
  onOpenAutoFocus?: (event: Event) => void;
  className?: string;
}

/** The dialog's Radix tree, drawn from its first opening on (`Dialog` in dialog.tsx loads it then). */
export function DialogFrame({
  open,
  onOpenChange,
  title,
  description,
  children,
  size = 'sm',
  closeButton = true,
  closeLabel,
  closeOnEscape = true,
  closeOnOutsidePress = true,
  onOpenAutoFocus,
  className,
}: DialogProps) {
  const { t } = useTranslation('common');
  // Radix returns the focus to a Dialog.Trigger only; these dialogs open from anything, so remember the opener.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={[styles.content, styles[size], className].filter(Boolean).join(' ')}
          data-size={size}
          // Without a description, tell Radix on purpose rather than leave a dangling reference.
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={(event) => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            onOpenAutoFocus?.(event);
          }}
          onCloseAutoFocus={(event) => {
            if (!opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
          onEscapeKeyDown={closeOnEscape ? undefined : (event) => event.preventDefault()}
          onInteractOutside={closeOnOutsidePress ? undefined : (event) => event.preventDefault()}
        >
          <header className={styles.header}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            {closeButton ? (
              <RadixDialog.Close className={styles.close} aria-label={closeLabel ?? t('close')}>
                <X size={20} aria-hidden="true" />
              </RadixDialog.Close>
            ) : null}
          </header>
          {description ? (
            <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
          ) : null}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

import type { ReactNode } from 'react';
import { lazyUntilOpen } from '@/shared/lib/lazy-until-open';
import type { DialogProps } from './dialog-frame';
import styles from './dialog.module.css';

export type { DialogProps, DialogSize } from './dialog-frame';

/**
 * A modal dialog on Radix: the focus is trapped inside and returned on closing, Escape and a press outside close
 * where allowed, the title names it. Under 600 px wide it is a bottom sheet (CSS only).
 *
 * Until its first opening it draws nothing, and its Radix tree (with the layers under it: focus trap, dismissal,
 * scroll lock, portal) loads after the screen has opened, not with it: a screen waits closed on most of its dialogs,
 * and their code before the deck's largest paint is bytes Lighthouse's slow link counts against it
 * (docs/decisions/035-dialogs-off-the-first-path.md). Once opened it stays, for its closing animation.
 */
export const Dialog = lazyUntilOpen<DialogProps>(
  () => import('./dialog-frame').then((module) => module.DialogFrame),
  (props) => props.open,
);

export function DialogActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}

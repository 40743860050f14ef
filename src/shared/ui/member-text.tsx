import type { ComponentProps } from 'react';
import styles from './member-text.module.css';

/**
 * The props that make any element show text a member wrote (a name, place, job, bio, message): its own
 * direction, whatever the page's, aligned as the page is. For an element other than a span (a `dd`, a
 * `p`, an `input`, a `textarea`): `<dd {...memberText(styles.value)}>`. An element that cuts its text
 * (an ellipsis) must be the one that carries these props, so the cut falls at the text's own end.
 * Where a screen's script is at its size budget, its CSS class may compose this one instead
 * (`composes: memberText from '…/shared/ui/member-text.module.css'`) beside `dir="auto"`.
 */
export function memberText(className?: string): { dir: 'auto'; className: string } {
  return { dir: 'auto', className: [styles.memberText, className].filter(Boolean).join(' ') };
}

/** A span of text a member wrote (see `memberText`). */
export function MemberText({ className, ...props }: Omit<ComponentProps<'span'>, 'dir'>) {
  return <span {...props} {...memberText(className)} />;
}

import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

export interface EmptyStateProps {
  icon: LucideIcon;
  /** The product's words for the empty list ("No Matches"; docs/product/messages.md#empty-states), as they are. */
  title: string;
  /** What would fill the list, or the product's own second line ("Start the chat!"). */
  hint?: string;
  /** The way on: one or two links or buttons (see `empty-state-ways.tsx`), the first the main one. */
  children?: ReactNode;
}

/**
 * Every list screen's empty state, one look: an icon, the product's words and a hint, announced
 * politely when the list comes back empty, and a way on, so an empty screen never ends the road.
 */
export function EmptyState({ icon: Icon, title, hint, children }: EmptyStateProps) {
  return (
    <div className={styles.empty}>
      <span className={styles.badge} aria-hidden="true">
        <Icon size={36} />
      </span>
      <div className={styles.words} role="status">
        <h2 className={styles.title}>{title}</h2>
        {hint ? <p className={styles.hint}>{hint}</p> : null}
      </div>
      {children ? <div className={styles.ways}>{children}</div> : null}
    </div>
  );
}

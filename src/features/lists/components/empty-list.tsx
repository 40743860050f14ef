import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import styles from './empty-list.module.css';

/** An empty list: the spec's text ("No Visitors") and, where the spec offers one, a way on. */
export function EmptyList({ icon: Icon, text, children }: { icon: LucideIcon; text: string; children?: ReactNode }) {
  return (
    <div className={styles.empty}>
      <span className={styles.badge}>
        <Icon aria-hidden="true" size={36} />
      </span>
      <p className={styles.text} role="status">
        {text}
      </p>
      {children}
    </div>
  );
}

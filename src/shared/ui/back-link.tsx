import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './back-link.module.css';

type BackLinkProps = { to: string; className?: string } & (
  | { /** The visible words: "Back", "Back to profile". */ children: ReactNode; label?: never }
  | { /** An arrow alone (a bar with little room: a chat's header), named for screen readers. */ label: string; children?: never }
);

/**
 * The way back from a screen to where it was opened from: an arrow that points back (to the right in
 * Arabic) with its words, or the arrow alone in a round target when `label` names it.
 */
export function BackLink({ to, className, children, label }: BackLinkProps) {
  const look = label === undefined ? styles.withWords : styles.arrowOnly;
  return (
    <Link to={to} className={[styles.back, look, className].filter(Boolean).join(' ')} aria-label={label}>
      <ArrowLeft className={styles.arrow} size={20} aria-hidden="true" />
      {children}
    </Link>
  );
}

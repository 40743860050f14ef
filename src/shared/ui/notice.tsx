import styles from './notice.module.css';

export interface NoticeProps {
  tone: 'error' | 'success';
  children: string;
}

/** A message the screen reader announces; errors interrupt, successes wait their turn. */
export function Notice({ tone, children }: NoticeProps) {
  return (
    <p role={tone === 'error' ? 'alert' : 'status'} className={`${styles.notice} ${styles[tone]}`}>
      {children}
    </p>
  );
}

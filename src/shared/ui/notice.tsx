import type { NoticeMessage, NoticeTone } from '@/shared/lib/use-notice';
import styles from './notice.module.css';

export interface NoticeProps {
  tone: NoticeTone;
  children: string;
}

/** A message the screen reader announces; errors interrupt (role=alert), successes wait their turn (role=status). */
export function Notice({ tone, children }: NoticeProps) {
  return (
    <p role={tone === 'error' ? 'alert' : 'status'} className={`${styles.notice} ${styles[tone]}`}>
      {children}
    </p>
  );
}

export interface NoticeRegionProps {
  /** The message to show (usually `useNotice(...).notice`), or null for none. */
  notice: NoticeMessage | null;
  /** 'assertive' where every message is an error that must interrupt. */
  live?: 'polite' | 'assertive';
  className?: string;
}

/**
 * The form message: a live region that is always in the page (so what appears
 * in it is announced), holding the current notice, if any.
 */
export function NoticeRegion({ notice, live = 'polite', className }: NoticeRegionProps) {
  return (
    <div className={[styles.region, className].filter(Boolean).join(' ')} aria-live={live}>
      {notice ? (
        <Notice key={notice.shown} tone={notice.tone}>
          {notice.text}
        </Notice>
      ) : null}
    </div>
  );
}

/** The timed banner (settings, photos, deletes): the same region, floating at the top of the screen. */
export function NoticeBanner({ notice }: { notice: NoticeMessage | null }) {
  return <NoticeRegion notice={notice} className={styles.banner} />;
}

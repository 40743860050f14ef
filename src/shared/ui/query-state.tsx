import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDelayed } from '@/shared/lib/use-delayed';
import { ActionButton } from './action-button';
import { Notice } from './notice';
import { Spinner } from './spinner';
import styles from './query-state.module.css';

/** What the wrapper reads from a query (react-query's `useQuery` result fits). */
export interface QueryLike<T> {
  data: T | undefined;
  isError: boolean;
  refetch: () => unknown;
  /** TanStack's 'paused': the read waits for the browser to be back online. */
  fetchStatus?: 'fetching' | 'paused' | 'idle';
}

/** The loader delays (docs/product/rules-and-timings.md#timings): 100 ms on the profile, 300 ms on boost and the lists. */
export const LOADER_DELAY_MS = { profile: 100, lists: 300 } as const;

export interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** What to show once the data is there. */
  children: (data: T) => ReactNode;
  /** The loader appears only after this long, so a quick answer does not flash it. Default 100 ms. */
  loaderDelayMs?: number;
  /** The loader's accessible name (default "Loading…"); or a skeleton of the content instead of the spinner. */
  loadingLabel?: string;
  skeleton?: ReactNode;
  /** When the data counts as empty, and the text to say so (docs/product/messages.md#empty-states). */
  isEmpty?: (data: T) => boolean;
  emptyText?: string;
  /** Instead of `emptyText`: the whole empty state, for a screen whose empty state offers a way on. */
  empty?: ReactNode;
  /** The failure's text (default "Something went wrong"); a retry button follows it. */
  errorText?: string;
  /** The failure's box (default: the text and the button in a column at the start). */
  errorClassName?: string;
  /** The retry button's text while the retry runs (default "Loading…"). */
  retryPendingLabel?: string;
  /**
   * Loading although data may be there: a wait of the screen's own before it shows anything, or a
   * reload that is to bring what the screen shows next. The loader shows at once in that case.
   */
  pending?: boolean;
}

/**
 * A query's other states in one place: loading (after the loader delay),
 * empty (with the given text), failed (the message and a visible retry), and waiting
 * for the network (offline with nothing loaded yet: it loads by itself once back,
 * docs/product/offline.md).
 */
export function QueryState<T>({
  query,
  children,
  loaderDelayMs = LOADER_DELAY_MS.profile,
  loadingLabel,
  skeleton,
  isEmpty,
  emptyText,
  empty,
  errorText,
  errorClassName,
  retryPendingLabel,
  pending = false,
}: QueryStateProps<T>) {
  const { t } = useTranslation('common');
  const loading = query.data === undefined && !query.isError;
  const loaderShown = useDelayed(loading, loaderDelayMs) || pending;

  if (!pending && query.data !== undefined) {
    if (isEmpty?.(query.data)) {
      return (
        empty ?? (
          <p className={styles.empty} role="status">
            {emptyText}
          </p>
        )
      );
    }
    return <>{children(query.data)}</>;
  }
  if (!pending && query.isError) {
    return (
      <div className={errorClassName ?? styles.error}>
        <Notice tone="error">{errorText ?? t('somethingWentWrong')}</Notice>
        <ActionButton variant="secondary" onAction={() => query.refetch()} pendingLabel={retryPendingLabel ?? t('loading')}>
          {t('retry')}
        </ActionButton>
      </div>
    );
  }
  if (!pending && query.data === undefined && query.fetchStatus === 'paused') {
    // Not a status of its own: the shell's banner already said the member is offline, once.
    return <p className={styles.empty}>{t('offline.waiting')}</p>;
  }
  if (!loaderShown) return null;
  return skeleton ? (
    <div aria-busy="true">
      <span className="visually-hidden" role="status">
        {loadingLabel ?? t('loading')}
      </span>
      {skeleton}
    </div>
  ) : (
    <Spinner label={loadingLabel} />
  );
}

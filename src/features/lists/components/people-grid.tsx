import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListEntry } from '@/shared/api/contract/social';
import { BusyButton } from '@/shared/ui/action-button';
import { PersonCard, personFromListEntry } from '@/shared/ui/person-card';
import styles from './people-grid.module.css';

export type PeopleLayout = 'grid' | 'list';

export interface PeopleGridProps {
  people: ListEntry[];
  /** `grid`: large portrait photos (visitors, likes); `list`: rows with an avatar (super likes, matches). */
  layout: PeopleLayout;
  /** The list's accessible name ("Visitors"). */
  label: string;
  /** A regular member's view of a premium list: blurred, anonymous cards that open the premium popup. */
  blurred?: boolean;
  /** The profile view a card opens (premium, or lists that are not gated). */
  profileOf: (userId: string) => string;
  onOpenBlurred?: () => void;
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore: () => void;
  /** The button's text: "Load More", or the likes list's "Load More !". */
  loadMoreLabel: string;
}

/**
 * The four lists' one design: cards in a `<ul>` (their number is announced), and Load More below.
 * Load More appends, so the page does not move; the keyboard focus goes to the first new card, or
 * to the last card when nothing more came, never back to the top of the page.
 */
export function PeopleGrid({ people, layout, label, blurred = false, profileOf, onOpenBlurred, hasMore, isLoadingMore, onLoadMore, loadMoreLabel }: PeopleGridProps) {
  const { t } = useTranslation('lists');
  const listRef = useRef<HTMLUListElement>(null);
  // The index the focus goes to once more have come; also locks the button until then (two presses in one task).
  const focusIndex = useRef<number | null>(null);
  const count = people.length;

  useEffect(() => {
    const index = focusIndex.current;
    if (index === null || isLoadingMore) return;
    if (count <= index && hasMore) return;
    focusIndex.current = null;
    const target = Math.min(index, count - 1);
    const card = listRef.current?.children.item(target);
    card?.querySelector<HTMLElement>('a, button')?.focus();
  }, [count, hasMore, isLoadingMore]);

  function loadMore() {
    if (focusIndex.current !== null) return;
    focusIndex.current = count;
    onLoadMore();
  }

  return (
    <div className={styles.wrap}>
      <ul className={`${styles.people} ${styles[layout]}`} aria-label={label} ref={listRef}>
        {people.map((entry, index) => (
          // Blurred cards are anonymous: keyed by place, so no id sits in the page either.
          <li key={blurred ? index : entry.user_id} className={styles.item}>
            {blurred ? (
              <PersonCard person={personFromListEntry(entry)} variant={layout === 'grid' ? 'tile' : 'row'} blurred onOpen={onOpenBlurred} />
            ) : (
              <PersonCard person={personFromListEntry(entry)} variant={layout === 'grid' ? 'tile' : 'row'} to={profileOf(entry.user_id)} />
            )}
          </li>
        ))}
      </ul>
      {hasMore ? (
        <div className={styles.more}>
          <BusyButton variant="secondary" pending={isLoadingMore} pendingLabel={t('loadingMore')} onClick={loadMore}>
            {loadMoreLabel}
          </BusyButton>
        </div>
      ) : null}
    </div>
  );
}

/** Cards of the same size as the real ones while the first page loads, so nothing jumps when it comes. */
export function PeopleSkeleton({ layout }: { layout: PeopleLayout }) {
  return (
    <ul className={`${styles.people} ${styles[layout]}`} aria-hidden="true">
      {Array.from({ length: 8 }, (_, index) => (
        <li key={index} className={`${styles.item} ${styles.skeleton}`}>
          <span className={styles.skeletonMedia} />
          <span className={styles.skeletonText}>
            <span className={`${styles.skeletonBar} ${styles.skeletonName}`} />
            <span className={styles.skeletonBar} />
          </span>
        </li>
      ))}
    </ul>
  );
}

import { Rss } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedEntry } from '@/shared/api/contract/social';
import { refusalMessage } from '@/shared/api/errors';
import { FIRST_LIMIT, nextLimit, pageOf } from '@/shared/api/paging';
import { NOTICE_MS, useNotice } from '@/shared/lib/use-notice';
import { useSignedInSession } from '@/shared/session/use-session';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { FindPeopleLink } from '@/shared/ui/empty-state-ways';
import { NoticeBanner } from '@/shared/ui/notice';
import { LOADER_DELAY_MS, QueryState } from '@/shared/ui/query-state';
import { useFeedLike } from './api/use-feed-like';
import { useFeeds } from './api/use-feeds';
import { FeedCard, FeedCardSkeleton } from './components/feed-card';
import { isLiked } from './feed-kind';
import styles from './feeds-page.module.css';

/**
 * /app/Feeds (docs/product/screens-and-routes.md#feeds): updates from matches and people nearby, newest first,
 * each with a like button that works once. webfeeds answers the whole list, so
 * Load More shows it 8 more at a time by the lists' rule.
 */
export function FeedsScreen() {
  const { t } = useTranslation('feeds');
  const { userId } = useSignedInSession();
  const feeds = useFeeds(userId);
  const like = useFeedLike();
  const notice = useNotice(NOTICE_MS.error);
  const [limit, setLimit] = useState(FIRST_LIMIT);
  // Likes made here show at once, before the reloaded feed says so too.
  const [likedHere, setLikedHere] = useState<ReadonlySet<string>>(() => new Set());

  async function likeEntry(entry: FeedEntry) {
    try {
      await like.mutateAsync({ user_id: userId, feed_id: entry.feed_id });
      setLikedHere((before) => new Set(before).add(entry.feed_id));
    } catch (error) {
      notice.show(refusalMessage(error) ?? t('likeFailed'));
    }
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      <NoticeBanner notice={notice.notice} />
      <QueryState
        query={feeds}
        loaderDelayMs={LOADER_DELAY_MS.lists}
        loadingLabel={t('loading')}
        skeleton={<FeedSkeletons />}
        errorText={t('loadFailed')}
      >
        {(entries) => {
          if (entries.length === 0) {
            return (
              <EmptyState icon={Rss} title={t('empty')} hint={t('emptyHint')}>
                <FindPeopleLink />
              </EmptyState>
            );
          }
          const { visible, hasMore } = pageOf(entries, limit);
          return (
            <>
              <ul className={styles.list}>
                {visible.map((entry) => (
                  <li key={entry.feed_id}>
                    <FeedCard entry={entry} liked={isLiked(entry, likedHere)} onLike={likeEntry} />
                  </li>
                ))}
              </ul>
              {hasMore ? (
                <div className={styles.more}>
                  <Button variant="secondary" onClick={() => setLimit(nextLimit(limit))}>
                    {t('loadMore')}
                  </Button>
                </div>
              ) : null}
            </>
          );
        }}
      </QueryState>
    </div>
  );
}

function FeedSkeletons() {
  return (
    <div className={styles.list}>
      <FeedCardSkeleton withPhoto />
      <FeedCardSkeleton withPhoto={false} />
      <FeedCardSkeleton withPhoto />
    </div>
  );
}

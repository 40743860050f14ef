import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/shared/routing/paths';
import { EmptyState } from '@/shared/ui/empty-state';
import { GoSwipingLink } from '@/shared/ui/empty-state-ways';
import { useCountAgreement } from './api/use-count-agreement';
import { useProfileOnEntry } from './api/use-profile-on-entry';
import { useReceivedLikes } from './api/use-received-likes';
import { ListPage } from './components/list-page';
import { ListState } from './components/list-state';
import { PeopleGrid } from './components/people-grid';

/** /app/FriendRequests and /app/FriendRequest (docs/product/screens-and-routes.md#super-likes-and-matches): who super liked the member. */
export function SuperLikesScreen() {
  const { t } = useTranslation('lists');
  useProfileOnEntry();
  const superLikes = useReceivedLikes('superlike');
  useCountAgreement('superlike_request', superLikes.total);

  return (
    <ListPage title={t('superLikes.title')}>
      <ListState query={superLikes.query} layout="list">
        {() =>
          superLikes.items.length === 0 ? (
            <EmptyState icon={Star} title={t('superLikes.empty')} hint={t('superLikes.emptyHint')}>
              <GoSwipingLink />
            </EmptyState>
          ) : (
            <PeopleGrid
              people={superLikes.items}
              layout="list"
              label={t('superLikes.title')}
              profileOf={(userId) => paths.superLikeProfile.to({ userId })}
              hasMore={superLikes.hasMore}
              isLoadingMore={superLikes.isLoadingMore}
              onLoadMore={superLikes.loadMore}
              loadMoreLabel={t('loadMore')}
            />
          )
        }
      </ListState>
    </ListPage>
  );
}

import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePremiumGate } from '@/shared/member/premium-gate';
import { paths } from '@/shared/routing/paths';
import { buttonClassName } from '@/shared/ui/button';
import { useCountAgreement } from './api/use-count-agreement';
import { useProfileOnEntry } from './api/use-profile-on-entry';
import { useReceivedLikes } from './api/use-received-likes';
import { EmptyList } from './components/empty-list';
import { ListPage } from './components/list-page';
import { ListState } from './components/list-state';
import { PeopleGrid } from './components/people-grid';
import { PremiumBanner } from './components/premium-banner';

/** /app/LikeRequests (spec 2 section 2): who liked the member; blurred, with the Join Premium popup, for regular members. */
export function LikesScreen() {
  const { t } = useTranslation('lists');
  const { isPremium, openPremiumPopup } = usePremiumGate();
  useProfileOnEntry();
  const likes = useReceivedLikes('like');
  useCountAgreement('like_request', likes.total);

  return (
    <ListPage title={t('likes.title')} header={isPremium ? null : <PremiumBanner title={t('likes.bannerTitle')} text={t('likes.bannerText')} />}>
      <ListState query={likes.query} layout="grid">
        {() =>
          likes.items.length === 0 ? (
            <EmptyList icon={Heart} text={t('likes.empty')}>
              <Link className={buttonClassName('secondary')} to={paths.editProfile}>
                {t('likes.updateProfile')}
              </Link>
            </EmptyList>
          ) : (
            <PeopleGrid
              people={likes.items}
              layout="grid"
              label={t('likes.title')}
              blurred={!isPremium}
              onOpenBlurred={openPremiumPopup}
              profileOf={(userId) => paths.likeProfile.to({ userId })}
              hasMore={likes.hasMore}
              isLoadingMore={likes.isLoadingMore}
              onLoadMore={likes.loadMore}
              loadMoreLabel={t('likes.loadMore')}
            />
          )
        }
      </ListState>
    </ListPage>
  );
}

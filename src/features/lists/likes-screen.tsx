import { Heart, UserPen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePremiumGate } from '@/member/premium/premium-gate';
import { paths } from '@/shared/routing/paths';
import { buttonClassName } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { useCountAgreement } from './api/use-count-agreement';
import { useProfileOnEntry } from './api/use-profile-on-entry';
import { useReceivedLikes } from './api/use-received-likes';
import { ListPage } from './components/list-page';
import { ListState } from './components/list-state';
import { PeopleGrid } from './components/people-grid';
import { PremiumBanner } from './components/premium-banner';

/** /app/LikeRequests (docs/product/screens-and-routes.md#likes): who liked the member; blurred, with the Join Premium popup, for regular members. */
export function LikesScreen() {
  const { t } = useTranslation('lists');
  const { isPremium, openPremiumPopup } = usePremiumGate();
  useProfileOnEntry();
  const likes = useReceivedLikes('like');
  useCountAgreement('like_request', likes.total);
  const banner = isPremium ? null : <PremiumBanner title={t('likes.bannerTitle')} text={t('likes.bannerText')} />;
  // Nobody to unblur yet: "No Likes" and its way on come first, the offer after them.
  const empty = likes.query.data !== undefined && likes.items.length === 0;

  return (
    <ListPage title={t('likes.title')} header={empty ? null : banner}>
      <ListState query={likes.query} layout="grid">
        {() =>
          likes.items.length === 0 ? (
            <>
              <EmptyState icon={Heart} title={t('likes.empty')} hint={t('likes.emptyHint')}>
                <Link className={buttonClassName('primary')} to={paths.editProfile}>
                  <UserPen size={18} aria-hidden="true" />
                  {t('likes.updateProfile')}
                </Link>
              </EmptyState>
              {banner}
            </>
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

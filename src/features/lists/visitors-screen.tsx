import { Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePremiumGate } from '@/member/premium/premium-gate';
import { paths } from '@/shared/routing/paths';
import { EmptyState } from '@/shared/ui/empty-state';
import { FindPeopleLink } from '@/shared/ui/empty-state-ways';
import { useCountAgreement } from './api/use-count-agreement';
import { useProfileOnEntry } from './api/use-profile-on-entry';
import { useVisitors } from './api/use-visitors';
import { ListPage } from './components/list-page';
import { ListState } from './components/list-state';
import { PeopleGrid } from './components/people-grid';
import { PremiumBanner } from './components/premium-banner';

/** /app/Visitors (docs/product/screens-and-routes.md#visitors): a regular member sees blurred visitors and the premium prompt. */
export function VisitorsScreen() {
  const { t } = useTranslation('lists');
  const { isPremium, openPremiumPopup } = usePremiumGate();
  useProfileOnEntry();
  const visitors = useVisitors();
  useCountAgreement('visitors', visitors.total);
  const banner = isPremium ? null : <PremiumBanner title={t('visitors.bannerTitle')} text={t('visitors.bannerText')} />;
  // Nobody to unblur yet: the empty state comes first, the offer after it.
  const empty = visitors.query.data !== undefined && visitors.items.length === 0;

  return (
    <ListPage title={t('visitors.title')} header={empty ? null : banner}>
      <ListState query={visitors.query} layout="grid">
        {() =>
          visitors.items.length === 0 ? (
            <>
              <EmptyState icon={Eye} title={t('visitors.empty')} hint={t('visitors.emptyHint')}>
                <FindPeopleLink />
              </EmptyState>
              {banner}
            </>
          ) : (
            <PeopleGrid
              people={visitors.items}
              layout="grid"
              label={t('visitors.title')}
              blurred={!isPremium}
              onOpenBlurred={openPremiumPopup}
              profileOf={(userId) => paths.visitorProfile.to({ userId })}
              hasMore={visitors.hasMore}
              isLoadingMore={visitors.isLoadingMore}
              onLoadMore={visitors.loadMore}
              loadMoreLabel={t('loadMore')}
            />
          )
        }
      </ListState>
    </ListPage>
  );
}

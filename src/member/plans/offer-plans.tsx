import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LOADER_DELAY_MS, QueryState } from '@/shared/ui/query-state';
import type { OfferList } from './api/use-offer-list';
import { CurrentPlan } from './current-plan';
import type { Offer } from './offer';
import { PlanCarousel } from './plan-carousel';
import styles from './offer-plans.module.css';

interface OfferPlansProps {
  offer: Offer;
  list: UseQueryResult<OfferList>;
  /** The plan chosen in the list as it came. */
  selectedIdOf: (data: OfferList) => string | null;
  onSelect: (id: string) => void;
  /** The carousel's box, where the surrounding layout needs one. */
  carouselClassName?: string;
}

/**
 * The offer's plans or packs in a carousel, with the member's current plan above premium's, and the list's
 * loading, empty ('No Plans Available') and failed states: the same in the purchase popups and on the payment screen.
 */
export function OfferPlans({ offer, list, selectedIdOf, onSelect, carouselClassName }: OfferPlansProps) {
  const { t } = useTranslation('payments');
  return (
    <>
      {offer === 'premium' ? <CurrentPlan /> : null}
      <QueryState
        query={list}
        loaderDelayMs={LOADER_DELAY_MS.lists}
        loadingLabel={t('plans.loading')}
        skeleton={<div className={styles.skeleton} />}
        isEmpty={(data) => data.items.length === 0}
        emptyText={t('plans.none')}
      >
        {(data) => {
          const carousel = <PlanCarousel offer={offer} items={data.items} currency={data.currency} selectedId={selectedIdOf(data)} onSelect={onSelect} />;
          return carouselClassName ? <div className={carouselClassName}>{carousel}</div> : carousel;
        }}
      </QueryState>
    </>
  );
}

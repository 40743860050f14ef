import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { callQuery, type CallAnswer } from '@/shared/api/queries';
import { useSignedInSession } from '@/shared/session/use-session';
import type { Offer } from '../offer';

/**
 * A premium plan, boost pack or super-like pack, in one shape for the popups and
 * the payment screens: `count` is the plan's days or the pack's count.
 */
export interface OfferItem {
  id: string;
  count: string;
  /** The plan's unit text (premium only). */
  unit: string;
  price: string;
  /** Free super likes and boosts a premium plan bundles ('0' for packs). */
  superLikes: string;
  boosts: string;
}

export interface OfferList {
  items: OfferItem[];
  currency: string;
}

const premiumList = (answer: CallAnswer<'premiumlistweb'>): OfferList => ({
  currency: answer.currency,
  items: answer.result.map((plan) => ({
    id: plan.id,
    count: plan.days,
    unit: plan.type,
    price: plan.price,
    superLikes: plan.superlikecount,
    boosts: plan.boostcount,
  })),
});

const boostList = (answer: CallAnswer<'webboostlist'>): OfferList => ({
  currency: answer.currency,
  items: answer.result.map((pack) => ({ id: pack.id, count: pack.boost_count, unit: '', price: pack.price, superLikes: '0', boosts: '0' })),
});

const superLikeList = (answer: CallAnswer<'websuperlikelist'>): OfferList => ({
  currency: answer.currency,
  items: answer.result.map((pack) => ({ id: pack.id, count: pack.superlike_count, unit: '', price: pack.price, superLikes: '0', boosts: '0' })),
});

/** premiumlistweb, webboostlist or websuperlikelist, by offer (one shared cache entry per call). */
export function useOfferList(offer: Offer): UseQueryResult<OfferList> {
  const { userId } = useSignedInSession();
  const premium = useQuery({ ...callQuery('premiumlistweb', { platform: 'web' }), select: premiumList, enabled: offer === 'premium' });
  const boost = useQuery({ ...callQuery('webboostlist', { user_id: userId, platform: 'web' }), select: boostList, enabled: offer === 'boost' });
  const superLike = useQuery({
    ...callQuery('websuperlikelist', { user_id: userId, platform: 'web' }),
    select: superLikeList,
    enabled: offer === 'superLike',
  });
  return offer === 'premium' ? premium : offer === 'boost' ? boost : superLike;
}

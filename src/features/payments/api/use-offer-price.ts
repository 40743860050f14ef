import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { callQuery, type CallAnswer } from '@/shared/api/queries';
import type { Offer } from '@/member/plans/offer';

/** A chosen plan's or pack's price, and for a premium plan its free super likes and boosts. */
export interface OfferPrice {
  price: string;
  superLikes: string;
  boosts: string;
}

const premiumPrice = ({ result }: CallAnswer<'premiumid'>): OfferPrice => ({ price: result.price, superLikes: result.superlikecount, boosts: result.boostcount });
const packPrice = ({ result }: CallAnswer<'premiumboostid'> | CallAnswer<'premiumsuperlikeid'>): OfferPrice => ({ price: result.price, superLikes: '0', boosts: '0' });

/** premiumid, premiumboostid or premiumsuperlikeid for the chosen id (docs/product/flows.md#plans-and-payment). */
export function useOfferPrice(offer: Offer, id: string | null): UseQueryResult<OfferPrice> {
  const chosen = id ?? '';
  const premium = useQuery({ ...callQuery('premiumid', { premiumid: chosen }), select: premiumPrice, enabled: offer === 'premium' && id !== null });
  const boost = useQuery({ ...callQuery('premiumboostid', { premiumboostid: chosen }), select: packPrice, enabled: offer === 'boost' && id !== null });
  const superLike = useQuery({
    ...callQuery('premiumsuperlikeid', { premiumsuperlikeid: chosen }),
    select: packPrice,
    enabled: offer === 'superLike' && id !== null,
  });
  return offer === 'premium' ? premium : offer === 'boost' ? boost : superLike;
}

import { useCallMutation } from '@/shared/api/use-call-mutation';
import type { Offer } from '@/member/plans/offer';

export interface PayOrder {
  pay_nonce: string;
  price: string;
  user_id: string;
  /** The plan's or pack's id. */
  id: string;
  currency_code: string;
}

/** webpaypremium, webpayboost or webpaysuperlike (docs/product/calls.md#purchases); each refreshes the profile afterwards. */
export function usePay(offer: Offer): (order: PayOrder) => Promise<unknown> {
  const premium = useCallMutation('webpaypremium');
  const boost = useCallMutation('webpayboost');
  const superLike = useCallMutation('webpaysuperlike');
  return ({ id, ...order }) => {
    if (offer === 'premium') return premium.mutateAsync({ ...order, premium_id: id });
    if (offer === 'boost') return boost.mutateAsync({ ...order, boost_id: id });
    return superLike.mutateAsync({ ...order, superlike_id: id });
  };
}

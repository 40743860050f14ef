import { storageKeys } from '@/shared/session/storage-keys';
import type { Offer } from './offer';

/**
 * The plan or pack a member chose, kept in local storage under the product's keys
 * (selected_premium, premium_price, currency...) between the purchase popup and
 * the payment screen, and cleared after the pay call whatever its result.
 */
export interface OfferChoice {
  id: string;
  price: string;
  currency: string;
}

const keys: Record<Offer, { id: string; price: string }> = {
  premium: { id: storageKeys.selectedPremium, price: storageKeys.premiumPrice },
  boost: { id: storageKeys.selectedBoost, price: storageKeys.boostPrice },
  superLike: { id: storageKeys.selectedSuperLike, price: storageKeys.superLikePrice },
};

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function storeOfferChoice(offer: Offer, choice: OfferChoice): void {
  const store = storage();
  if (!store) return;
  store.setItem(keys[offer].id, choice.id);
  store.setItem(keys[offer].price, choice.price);
  store.setItem(storageKeys.currency, choice.currency);
}

/** The stored choice, or null when none (or only part of one) is kept. */
export function readOfferChoice(offer: Offer): OfferChoice | null {
  const store = storage();
  const id = store?.getItem(keys[offer].id);
  if (!store || !id) return null;
  return { id, price: store.getItem(keys[offer].price) ?? '', currency: store.getItem(storageKeys.currency) ?? '' };
}

/** After the pay call, in every case (docs/product/flows.md#plans-and-payment). The currency stays: the lists carry it again. */
export function clearOfferChoice(offer: Offer): void {
  const store = storage();
  store?.removeItem(keys[offer].id);
  store?.removeItem(keys[offer].price);
}

import type { Offer } from './offer';
import type { OfferItem } from './api/use-offer-list';
import { mostChosenIndex } from './plan-value';

/**
 * The plan or pack chosen for the member until they choose another (docs/decisions/008-plan-picker.md): the
 * premium plan marked most chosen, as the plan pickers of the best apps open on it, so its price and the button to
 * pay show at once; a pack list has no such mark and opens on its first pack. Undefined for an empty list.
 */
export function defaultOfferItem(offer: Offer, items: readonly OfferItem[]): OfferItem | undefined {
  const popular = offer === 'premium' ? mostChosenIndex(items.length) : null;
  return (popular === null ? undefined : items[popular]) ?? items[0];
}

/** The member's own choice while the list still holds it, else the default one. */
export function chosenOfferItem(offer: Offer, items: readonly OfferItem[], chosenId: string | null | undefined): OfferItem | undefined {
  return items.find((item) => item.id === chosenId) ?? defaultOfferItem(offer, items);
}

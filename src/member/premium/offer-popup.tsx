import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/routing/paths';
import { Button, buttonClassName } from '@/shared/ui/button';
import { Dialog, DialogActions } from '@/shared/ui/dialog';
import { chosenOfferItem } from '../plans/default-plan';
import type { Offer } from '../plans/offer';
import { readOfferChoice, storeOfferChoice } from '../plans/offer-choice';
import { useOfferList, type OfferList } from '../plans/api/use-offer-list';
import { OfferPlans } from '../plans/offer-plans';

export interface PremiumPopupProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const paymentPath: Record<Offer, string> = {
  premium: paths.premiumPayment,
  boost: paths.boostPayment,
  superLike: paths.superLikePayment,
};

interface OfferPopupProps extends PremiumPopupProps {
  offer: Offer;
  title: string;
  description?: string;
  /** What comes before the plans (the premium features). */
  children?: ReactNode;
}

/**
 * A purchase popup: the plans or packs of its list call in a carousel (the most chosen one chosen), and
 * Continue to the payment screen with the choice stored (docs/product/flows.md#plans-and-payment,
 * docs/product/flows.md#profile-views); 'No Plans Available' when the list is empty.
 */
export function OfferPopup({ offer, open, onOpenChange, title, description, children }: OfferPopupProps) {
  const { t } = useTranslation('payments');
  const list = useOfferList(offer);
  const [chosen, setChosen] = useState<string | null>(() => readOfferChoice(offer)?.id ?? null);

  // The most chosen plan until the member picks another (default-plan.ts): Continue is there from the start.
  const selectedOf = (data: OfferList) => chosenOfferItem(offer, data.items, chosen);
  const selected = list.data ? selectedOf(list.data) : undefined;

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description} size="lg">
      {children}
      <OfferPlans
        offer={offer}
        list={list}
        selectedIdOf={(data) => selectedOf(data)?.id ?? null}
        onSelect={setChosen}
      />
      <DialogActions>
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {t('popup.later')}
        </Button>
        {selected && list.data ? (
          <Link
            className={buttonClassName('primary')}
            to={paymentPath[offer]}
            onClick={() => {
              storeOfferChoice(offer, { id: selected.id, price: selected.price, currency: list.data?.currency ?? '' });
              onOpenChange(false);
            }}
          >
            {t('popup.continue')}
          </Link>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}

import { useTranslation } from 'react-i18next';
import { OfferPopup, type PremiumPopupProps } from './offer-popup';

/** The boost purchase popup (docs/product/flows.md#boost): boost packs of webboostlist, Continue to /app/Boostpayment. */
export function BoostPopup(props: PremiumPopupProps) {
  const { t } = useTranslation('payments');
  return <OfferPopup offer="boost" title={t('popup.boost.title')} description={t('popup.boost.text')} {...props} />;
}

/** "Out of Super Likes" (docs/product/flows.md#profile-views): super-like packs of websuperlikelist, Continue to /app/Superlikepayment. */
export function SuperLikePopup(props: PremiumPopupProps) {
  const { t } = useTranslation('payments');
  return <OfferPopup offer="superLike" title={t('popup.superLike.title')} description={t('popup.superLike.text')} {...props} />;
}

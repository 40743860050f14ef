import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { OfferPopup, type PremiumPopupProps } from './offer-popup';
import styles from './premium-popup.module.css';

export type { PremiumPopupProps };

const features = ['likes', 'rewind', 'likesYou', 'visitors', 'location', 'visibility', 'ads', 'extras'] as const;

/**
 * The premium popup (docs/product/screens-and-routes.md#premium-popup): the premium features, the plan carousel of
 * premiumlistweb and Continue to /app/Payment. Loaded only when the gate opens it.
 */
export function PremiumPopup(props: PremiumPopupProps) {
  const { t } = useTranslation('ui');
  return (
    <OfferPopup offer="premium" title={t('premium.title')} description={t('premium.intro')} {...props}>
      <ul className={styles.features}>
        {features.map((feature) => (
          <li key={feature}>
            <Crown size={16} aria-hidden="true" />
            <span>{t(`premium.features.${feature}`)}</span>
          </li>
        ))}
      </ul>
    </OfferPopup>
  );
}

import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/routing/paths';
import { Button, buttonClassName } from '@/shared/ui/button';
import { Dialog, DialogActions } from '@/shared/ui/dialog';
import styles from './premium-popup.module.css';

export interface PremiumPopupProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const features = ['likes', 'rewind', 'likesYou', 'visitors', 'location', 'visibility', 'ads', 'extras'] as const;

/**
 * A placeholder for spec 1's premium popup (the plan carousel arrives with the purchases issue,
 * passed to PremiumGateProvider's `popup`): the premium features and Continue to the payment.
 */
export function PlaceholderPremiumPopup({ open, onOpenChange }: PremiumPopupProps) {
  const { t } = useTranslation('ui');
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('premium.title')} description={t('premium.intro')}>
      <ul className={styles.features}>
        {features.map((feature) => (
          <li key={feature}>
            <Crown size={16} aria-hidden="true" />
            <span>{t(`premium.features.${feature}`)}</span>
          </li>
        ))}
      </ul>
      <DialogActions>
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {t('premium.later')}
        </Button>
        <Link className={buttonClassName('primary')} to={paths.premiumPayment} onClick={() => onOpenChange(false)}>
          {t('premium.continue')}
        </Link>
      </DialogActions>
    </Dialog>
  );
}

import { Check, Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/routing/paths';
import { Button, buttonClassName } from '@/shared/ui/button';
import { Dialog, DialogActions } from '@/shared/ui/dialog';
import { SAMPLE_CURRENCY, samplePlans } from './teaser-people';
import styles from './join-premium-dialog.module.css';

export interface JoinPremiumDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const perks = ['unlimited', 'likesYou', 'visitors', 'location'] as const;

/**
 * Explore's 'Join Premium' popup: placeholder content and placeholder prices, no call
 * (the real plans and prices come from the server on the payment screen).
 */
export function JoinPremiumDialog({ open, onOpenChange }: JoinPremiumDialogProps) {
  const { t, i18n } = useTranslation('explore');
  const money = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: SAMPLE_CURRENCY });
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('popup.title')} description={t('popup.intro')} size="md">
      <ul className={styles.perks}>
        {perks.map((perk) => (
          <li key={perk}>
            <Check size={16} aria-hidden="true" />
            {t(`popup.perks.${perk}`)}
          </li>
        ))}
      </ul>
      <ul className={styles.plans} aria-label={t('popup.plans')}>
        {samplePlans.map((plan) => (
          <li key={plan.id} className={plan.popular ? `${styles.plan} ${styles.popular}` : styles.plan}>
            {plan.popular ? (
              <span className={styles.tag}>
                <Crown size={12} aria-hidden="true" />
                {t('popup.popular')}
              </span>
            ) : null}
            <span className={styles.duration}>{t('popup.months', { count: plan.months })}</span>
            <span className={styles.price}>{money.format(plan.price)}</span>
          </li>
        ))}
      </ul>
      <p className={styles.note}>{t('popup.samplePrices')}</p>
      <DialogActions>
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {t('popup.later')}
        </Button>
        <Link className={buttonClassName('primary')} to={paths.premiumPayment} onClick={() => onOpenChange(false)}>
          {t('popup.continue')}
        </Link>
      </DialogActions>
    </Dialog>
  );
}

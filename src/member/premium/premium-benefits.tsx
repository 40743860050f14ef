import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatServerDate } from '@/shared/lib/format-date';
import { Button } from '@/shared/ui/button';
import { Dialog, DialogActions } from '@/shared/ui/dialog';
import { useOwnProfile } from '../session/api/use-own-profile';
import styles from './premium-popup.module.css';

const benefits = ['likes', 'rewind', 'likesYou', 'visitors', 'location', 'visibility', 'ads', 'extras'] as const;

/** The premium benefits popup shown once after a premium purchase (docs/product/flows.md#plans-and-payment). */
export function PremiumBenefits({ onDone }: { onDone: () => void }) {
  const { t, i18n } = useTranslation('payments');
  const { t: tUi } = useTranslation('ui');
  const profile = useOwnProfile();
  const validUntil = profile.data?.premium_member === 'true' ? profile.data.membership_valid_web : '';
  const expiry = formatServerDate(validUntil, i18n.resolvedLanguage ?? 'en');
  return (
    <Dialog open onOpenChange={(open) => !open && onDone()} title={t('result.premium.title')} description={t('result.premium.text')} size="md">
      <div className={styles.benefits}>
        <span className={styles.benefitsIcon}>
          <Crown size={32} aria-hidden="true" />
        </span>
        {expiry ? <p>{t('result.premium.expires', { date: expiry })}</p> : null}
      </div>
      <ul className={styles.features}>
        {benefits.map((benefit) => (
          <li key={benefit}>
            <Crown size={16} aria-hidden="true" />
            <span>{tUi(`premium.features.${benefit}`)}</span>
          </li>
        ))}
      </ul>
      <DialogActions>
        <Button onClick={onDone}>{t('result.premium.done')}</Button>
      </DialogActions>
    </Dialog>
  );
}

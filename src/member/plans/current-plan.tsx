import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatServerDate } from '@/shared/lib/format-date';
import { useOwnProfile } from '../session/api/use-own-profile';
import styles from './plan-carousel.module.css';

/**
 * A premium member's current plan above the plans: they are Premium, until when (docs/product/messages.md#profile-and-photos:
 * "Your premium membership will expire on", membership_valid_web as D MMM YYYY). The profile says
 * nothing of which plan was bought, so the plan is named by its tier. Nothing for a regular member.
 */
export function CurrentPlan() {
  const { t, i18n } = useTranslation('payments');
  const profile = useOwnProfile();
  if (profile.data?.premium_member !== 'true') return null;
  const validUntil = profile.data.membership_valid_web;
  const date = formatServerDate(validUntil, i18n.resolvedLanguage ?? 'en') ?? validUntil;
  return (
    <div className={styles.current}>
      <Crown size={20} aria-hidden="true" className={styles.currentIcon} />
      <div>
        <p className={styles.currentTitle}>{t('plans.current')}</p>
        {date ? <p className={styles.currentDate}>{t('result.premium.expires', { date })}</p> : null}
      </div>
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { Megaphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { callQuery } from '@/shared/api/queries';
import { usePremiumGate } from '@/member/premium/premium-gate';
import { useOwnProfile } from '@/member/session/api/use-own-profile';
import { adFor } from '../ad-choice';
import styles from './deck-screen.module.css';

/**
 * The banner slot (the deck's column wide, 90 px high, at the foot of the screen, so nothing above it moves when it
 * appears). What it shows follows admin_enable_ads, hide_ads and the member's tier (ad-choice.ts).
 */
export function AdSlot() {
  const { t } = useTranslation('deck');
  const gate = usePremiumGate();
  const profile = useOwnProfile();
  const adsEnabled = useQuery({ ...callQuery('admindatas', {}), select: (answer) => answer.result.admin_enable_ads === 'true' });
  if (adFor({ adsEnabled: adsEnabled.data, member: profile.data }) === null) return null;
  return (
    <aside className={styles.ad} aria-label={t('ads.label')}>
      <span className={styles.adLabel}>{t('ads.label')}</span>
      <Megaphone size={22} aria-hidden="true" />
      <span className={styles.adText}>{t('ads.text')}</span>
      <button type="button" className={styles.adCta} onClick={() => gate.openPremiumPopup()}>
        {t('ads.cta')}
      </button>
    </aside>
  );
}

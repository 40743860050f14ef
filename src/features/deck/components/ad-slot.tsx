import { useQuery } from '@tanstack/react-query';
import { Megaphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { callQuery } from '@/shared/api/queries';
import { usePremiumGate } from '@/shared/member/premium-gate';
import { useOwnProfile } from '@/shared/member/use-own-profile';
import styles from './deck-screen.module.css';

/**
 * The banner ad, only when the administrator enables ads (admindatas admin_enable_ads) and the
 * member has not hidden them (Hide Ads, premium). A house ad for now; its slot is at most
 * 728 x 90 and at the foot of the screen, so nothing above it moves when it appears.
 */
export function AdSlot() {
  const { t } = useTranslation('deck');
  const gate = usePremiumGate();
  const profile = useOwnProfile();
  const enabled = useQuery({ ...callQuery('admindatas', {}), select: (answer) => answer.result.admin_enable_ads === 'true' });
  const hidden = gate.isPremium && profile.data?.hide_ads === 'true';
  if (!enabled.data || hidden) return null;
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

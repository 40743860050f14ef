import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePremiumGate } from '@/member/premium/premium-gate';
import { Button } from '@/shared/ui/button';
import styles from './premium-banner.module.css';

/** A regular member's prompt above a blurred list: what premium shows, and the button to the premium popup. */
export function PremiumBanner({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation('lists');
  const { openPremiumPopup } = usePremiumGate();
  return (
    <aside className={styles.banner} aria-labelledby="premium-banner-title">
      <Crown className={styles.icon} aria-hidden="true" />
      <div className={styles.text}>
        <h2 id="premium-banner-title" className={styles.title}>
          {title}
        </h2>
        <p className={styles.body}>{text}</p>
      </div>
      <Button className={styles.button} onClick={openPremiumPopup}>
        {t('becomePremium')}
      </Button>
    </aside>
  );
}

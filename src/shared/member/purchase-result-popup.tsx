import dayjs from 'dayjs';
import 'dayjs/locale/ar';
import 'dayjs/locale/fr';
import { Crown } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { Dialog, DialogActions } from '@/shared/ui/dialog';
import { NoticeBanner } from '@/shared/ui/notice';
import type { PurchaseResult } from './purchase-result';
import { useOwnProfile } from './use-own-profile';
import styles from './premium-popup.module.css';

/** How long the purchase banner stays (the spec's longest banner, 5 s: it is read after a page change). */
export const PURCHASE_BANNER_MS = 5000;

const benefits = ['likes', 'rewind', 'likesYou', 'visitors', 'location', 'visibility', 'ads', 'extras'] as const;

/**
 * What a payment left for the screen the member lands on: the premium benefits
 * popup, or 'Boost Purchased Successfully' / 'Superlike Purchased Successfully'
 * once, or the failed payment's server message.
 */
export function PurchaseResultPopup({ result, onDone }: { result: PurchaseResult; onDone: () => void }) {
  if (result.outcome === 'bought' && result.offer === 'premium') return <PremiumBenefits onDone={onDone} />;
  return <PurchaseBanner result={result} onDone={onDone} />;
}

function PremiumBenefits({ onDone }: { onDone: () => void }) {
  const { t, i18n } = useTranslation('payments');
  const { t: tUi } = useTranslation('ui');
  const profile = useOwnProfile();
  const expiry = profile.data?.premium_member === 'true' ? profile.data.membership_valid_web : '';
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <Dialog open onOpenChange={(open) => !open && onDone()} title={t('result.premium.title')} description={t('result.premium.text')} size="md">
      <div className={styles.benefits}>
        <span className={styles.benefitsIcon}>
          <Crown size={32} aria-hidden="true" />
        </span>
        {expiry ? <p>{t('result.premium.expires', { date: dayjs(expiry).locale(language).format('D MMM YYYY') })}</p> : null}
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

function PurchaseBanner({ result, onDone }: { result: PurchaseResult; onDone: () => void }) {
  const { t } = useTranslation('payments');
  useEffect(() => {
    const timer = setTimeout(onDone, PURCHASE_BANNER_MS);
    return () => clearTimeout(timer);
  }, [onDone]);
  const notice =
    result.outcome === 'failed'
      ? { tone: 'error' as const, text: t('result.failed', { message: result.message }) }
      : { tone: 'success' as const, text: t(result.offer === 'boost' ? 'result.boost' : 'result.superLike') };
  return <NoticeBanner notice={notice} />;
}

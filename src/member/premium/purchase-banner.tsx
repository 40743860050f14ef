import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NoticeBanner } from '@/shared/ui/notice';
import type { PurchaseResult } from './purchase-result';

/** How long the purchase banner stays (the longest banner, 5 s: it is read after a page change; docs/product/rules-and-timings.md#timings). */
export const PURCHASE_BANNER_MS = 5000;

/** 'Boost Purchased Successfully' / 'Superlike Purchased Successfully' once, or the failed payment's server message. */
export function PurchaseBanner({ result, onDone }: { result: PurchaseResult; onDone: () => void }) {
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

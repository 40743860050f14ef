import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePremiumGate } from '@/member/premium/premium-gate';
import { isOfflineFailure, refusalMessage } from '@/shared/api/errors';
import { useClickOnce } from '@/shared/lib/use-click-once';
import { isOnline } from '@/shared/network/online-status';
import { useBoost } from './api/use-boost';
import type { BoostView } from './boost-state';

export type OpenBoost = Extract<BoostView, { kind: 'active' } | { kind: 'use' }>;

/**
 * The boost icon (docs/product/flows.md#boost): a press checks the boost once at a time, then opens
 * the boost popup (running, or one to use), the boost offer, or says it failed; Use Boost activates it.
 */
export function useBoostPress(show: (text: string) => void) {
  const { t } = useTranslation('deck');
  const gate = usePremiumGate();
  const boost = useBoost();
  const [view, setView] = useState<OpenBoost | null>(null);

  const check = useCallback(async () => {
    const next = await boost.check();
    if (next.kind === 'active' || next.kind === 'use') setView(next);
    else if (next.kind === 'buy') gate.openOffer('boost');
    // Offline, the check could not go: the member is told that, not that the boost failed.
    else show(isOnline() ? t('boost.error') : t('common:offline.notSent'));
  }, [boost, gate, show, t]);
  // Stable while the gate is: the header (memoised) does not re-render with each swipe.
  const press = useClickOnce(check);

  const activate = useCallback(async () => {
    try {
      const answer = await boost.activate();
      setView({ kind: 'active', count: answer.boost_count });
    } catch (error) {
      setView(null);
      // Offline, nothing reached the server: no offer to buy what the member may still hold (docs/product/offline.md).
      if (isOfflineFailure(error)) show(refusalMessage(error) ?? t('common:offline.notSent'));
      else gate.openOffer('boost');
    }
  }, [boost, gate, show, t]);

  const close = useCallback(() => setView(null), []);

  return { view, pending: press.pending, press: press.run, activate, close };
}

import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { Offer } from '../plans/offer';
import type { PremiumPopupProps } from './offer-popup';
import { markPurchaseResultShown, usePurchaseResult } from './purchase-result';
import { useOwnProfile } from '../session/api/use-own-profile';

export type { Offer };

export interface PremiumGate {
  /** Whether the signed-in member is premium (webprofile's premium_member is 'true'). */
  isPremium: boolean;
  /**
   * Runs `action` for a premium member; for a regular member opens the premium popup instead
   * (docs/product/README.md#members-and-tiers: a regular member who tries a premium action gets the premium popup).
   * Returns whether the action ran.
   */
  requirePremium: (action?: () => void) => boolean;
  /** Opens the premium popup whatever the tier ('Become a Premium Member', 'Join Premium'). */
  openPremiumPopup: () => void;
  /** Opens a purchase popup: the premium plans, the boost packs (webboostlist) or the super-like packs (websuperlikelist). */
  openOffer: (offer: Offer) => void;
}

const PremiumGateContext = createContext<PremiumGate | null>(null);

export type OfferPopups = Record<Offer, ComponentType<PremiumPopupProps>>;

// Each popup loads when first opened, so none of them (nor the plan carousel) weighs on the shell.
const defaultPopups: OfferPopups = {
  premium: lazy(async () => ({ default: (await import('./premium-popup')).PremiumPopup })),
  boost: lazy(async () => ({ default: (await import('./pack-popups')).BoostPopup })),
  superLike: lazy(async () => ({ default: (await import('./pack-popups')).SuperLikePopup })),
};
const PremiumBenefits = lazy(async () => ({ default: (await import('./premium-benefits')).PremiumBenefits }));
const PurchaseBanner = lazy(async () => ({ default: (await import('./purchase-banner')).PurchaseBanner }));

export interface PremiumGateProviderProps {
  children: ReactNode;
  /** The popup of each offer (default: the premium plans, boost packs and super-like packs popups). */
  popups?: Partial<OfferPopups>;
}

/**
 * The one way for any signed-in screen to ask for premium or sell a pack: mounted once by the app
 * shell, read with `usePremiumGate()`. The member's tier comes from the own-profile query the shell
 * has loaded.
 */
export function PremiumGateProvider({ children, popups }: PremiumGateProviderProps) {
  const profile = useOwnProfile();
  const [offer, setOffer] = useState<Offer | null>(null);
  const isPremium = profile.data?.premium_member === 'true';
  // No Dialog.Trigger opens the popup, so Radix cannot give the focus back: the gate does, to what the member used.
  const returnFocusTo = useRef<HTMLElement | null>(null);

  const openOffer = useCallback((next: Offer) => {
    returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOffer(next);
  }, []);
  const openPremiumPopup = useCallback(() => openOffer('premium'), [openOffer]);
  const requirePremium = useCallback(
    (action?: () => void) => {
      if (!isPremium) {
        openPremiumPopup();
        return false;
      }
      action?.();
      return true;
    },
    [isPremium, openPremiumPopup],
  );
  useEffect(() => {
    if (offer || !returnFocusTo.current) return;
    // After the popup's focus trap has let go (its cleanup ran before this effect).
    if (returnFocusTo.current.isConnected) returnFocusTo.current.focus();
    returnFocusTo.current = null;
  }, [offer]);
  const gate = useMemo(
    () => ({ isPremium, requirePremium, openPremiumPopup, openOffer }),
    [isPremium, requirePremium, openPremiumPopup, openOffer],
  );
  const Popup = offer ? (popups?.[offer] ?? defaultPopups[offer]) : null;

  return (
    <PremiumGateContext.Provider value={gate}>
      {children}
      {/* Mounted only when asked for, so its texts load then and never hold up the shell. */}
      {Popup ? (
        <Suspense fallback={null}>
          <Popup open onOpenChange={(open) => !open && setOffer(null)} />
        </Suspense>
      ) : null}
      <PurchaseResultOutlet />
    </PremiumGateContext.Provider>
  );
}

/**
 * The one-shot result of the last payment (docs/product/flows.md#plans-and-payment: the benefits popup, or the boost or
 * super-like banner, once), shown on whatever screen the payment led to (/app/Profile).
 */
function PurchaseResultOutlet() {
  const { result, dismiss } = usePurchaseResult();
  useEffect(() => {
    if (result) markPurchaseResultShown();
  }, [result]);
  return result ? (
    <Suspense fallback={null}>
      {result.outcome === 'bought' && result.offer === 'premium' ? <PremiumBenefits onDone={dismiss} /> : <PurchaseBanner result={result} onDone={dismiss} />}
    </Suspense>
  ) : null;
}

/** The premium gate of the signed-in area; throws outside PremiumGateProvider (a wiring mistake). */
export function usePremiumGate(): PremiumGate {
  const gate = useContext(PremiumGateContext);
  if (!gate) throw new Error('usePremiumGate() needs a PremiumGateProvider above it (the app shell mounts one).');
  return gate;
}

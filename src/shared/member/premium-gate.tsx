import { createContext, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { PlaceholderPremiumPopup, type PremiumPopupProps } from './premium-popup';
import { useOwnProfile } from './use-own-profile';

export interface PremiumGate {
  /** Whether the signed-in member is premium (webprofile's premium_member is 'true'). */
  isPremium: boolean;
  /**
   * Runs `action` for a premium member; for a regular member opens the premium popup instead
   * (spec 1: "Non-premium members who try premium actions get the premium popup").
   * Returns whether the action ran.
   */
  requirePremium: (action?: () => void) => boolean;
  /** Opens the premium popup whatever the tier ('Become a Premium Member', 'Join Premium'). */
  openPremiumPopup: () => void;
}

const PremiumGateContext = createContext<PremiumGate | null>(null);

export interface PremiumGateProviderProps {
  children: ReactNode;
  /** The popup to open; a placeholder until the purchases feature provides the plan carousel. */
  popup?: ComponentType<PremiumPopupProps>;
}

/**
 * The one way for any signed-in screen to ask for premium: mounted once by the app shell, read with
 * `usePremiumGate()`. The member's tier comes from the own-profile query the shell has loaded.
 */
export function PremiumGateProvider({ children, popup: Popup = PlaceholderPremiumPopup }: PremiumGateProviderProps) {
  const profile = useOwnProfile();
  const [open, setOpen] = useState(false);
  const isPremium = profile.data?.premium_member === 'true';
  // No Dialog.Trigger opens the popup, so Radix cannot give the focus back: the gate does, to what the member used.
  const returnFocusTo = useRef<HTMLElement | null>(null);

  const openPremiumPopup = useCallback(() => {
    returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpen(true);
  }, []);
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
    if (open || !returnFocusTo.current) return;
    // After the popup's focus trap has let go (its cleanup ran before this effect).
    if (returnFocusTo.current.isConnected) returnFocusTo.current.focus();
    returnFocusTo.current = null;
  }, [open]);
  const gate = useMemo(() => ({ isPremium, requirePremium, openPremiumPopup }), [isPremium, requirePremium, openPremiumPopup]);

  return (
    <PremiumGateContext.Provider value={gate}>
      {children}
      {/* Mounted only when asked for, so its texts load then and never hold up the shell. */}
      {open ? (
        <Suspense fallback={null}>
          <Popup open onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </PremiumGateContext.Provider>
  );
}

/** The premium gate of the signed-in area; throws outside PremiumGateProvider (a wiring mistake). */
export function usePremiumGate(): PremiumGate {
  const gate = useContext(PremiumGateContext);
  if (!gate) throw new Error('usePremiumGate() needs a PremiumGateProvider above it (the app shell mounts one).');
  return gate;
}

import { useEffect, useState } from 'react';

/** Spec 1 section 9: the pay button appears 2 s after the payment token arrives. */
export const PAY_BUTTON_DELAY_MS = 2000;

/** True once `on` has held for `delayMs`; false again as soon as it stops. */
export function useDelayed(on: boolean, delayMs: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!on) return;
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => {
      clearTimeout(timer);
      setShown(false);
    };
  }, [on, delayMs]);
  return on && shown;
}

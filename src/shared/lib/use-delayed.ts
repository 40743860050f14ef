import { useEffect, useState } from 'react';

/**
 * True once `on` has held for `delayMs`; false again as soon as it stops. A delay of 0 or less
 * answers `on` at once. For what the product shows after a wait (docs/product/rules-and-timings.md#timings): a loader, the pay button, the deck.
 */
export function useDelayed(on: boolean, delayMs: number): boolean {
  const [shown, setShown] = useState(false);
  const immediate = delayMs <= 0;
  useEffect(() => {
    if (!on || immediate) return;
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => {
      clearTimeout(timer);
      setShown(false);
    };
  }, [on, delayMs, immediate]);
  return on && (immediate || shown);
}

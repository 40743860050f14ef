import { useEffect, useEffectEvent } from 'react';

/**
 * Calls `next` after `delayMs` while `running`. The timer starts over whenever `restartKey` changes
 * (pass the selected slide), so a slide the person just chose gets its full time.
 */
export function useAutoplay(next: () => void, { running, delayMs, restartKey }: { running: boolean; delayMs: number; restartKey: unknown }) {
  const advance = useEffectEvent(next);
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => advance(), delayMs);
    return () => clearTimeout(timer);
  }, [running, delayMs, restartKey]);
}

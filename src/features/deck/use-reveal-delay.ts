import { useEffect, useState } from 'react';

/** Spec 2 section 9: the deck appears 2 s after the screen opens (a skeleton holds its place meanwhile). */
export const DECK_REVEAL_MS = 2000;

export function useRevealAfter(delayMs: number): boolean {
  const [revealed, setRevealed] = useState(delayMs <= 0);
  useEffect(() => {
    if (delayMs <= 0) return;
    const timer = setTimeout(() => setRevealed(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return revealed;
}

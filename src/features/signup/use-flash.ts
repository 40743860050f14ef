import { useCallback, useEffect, useRef, useState } from 'react';

export interface Flash {
  text: string;
  tone: 'error' | 'success';
}

/**
 * A message in success or error style that goes away by itself: the sign-up
 * shows the server's messages as received, in either style (spec 1 section 8).
 */
export function useFlash(durationMs: number): [Flash | null, (text: string, tone?: Flash['tone']) => void, () => void] {
  const [flash, setFlash] = useState<Flash | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setFlash(null);
  }, []);

  const show = useCallback(
    (text: string, tone: Flash['tone'] = 'error') => {
      clearTimeout(timer.current);
      setFlash({ text, tone });
      timer.current = setTimeout(() => setFlash(null), durationMs);
    },
    [durationMs],
  );

  useEffect(() => () => clearTimeout(timer.current), []);
  return [flash, show, clear];
}

/** Sign-up messages stay 4 s (spec 1 section 5). */
export const SIGNUP_MESSAGE_MS = 4000;

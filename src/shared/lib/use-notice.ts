import { useCallback, useEffect, useRef, useState } from 'react';

export type NoticeTone = 'error' | 'success';

export interface NoticeMessage {
  text: string;
  tone: NoticeTone;
  /**
   * Counts the shows of one useNotice: the same text shown again is a new message, which the screen
   * reader announces and the eye sees arrive, not an unchanged line.
   */
  shown?: number;
}

/**
 * How long a message stays (docs/product/rules-and-timings.md#timings): errors about 2 s; delete results 3 s;
 * some sign-up messages and upload errors 4 s; settings banners 5 s.
 */
export const NOTICE_MS = {
  error: 2000,
  deleteResult: 3000,
  signup: 4000,
  settings: 5000,
} as const;

export interface NoticeState {
  /** The message on show, or null. */
  notice: NoticeMessage | null;
  /** Shows a message (an error unless told) for the hook's duration, or for `durationMs`; replaces the one on show. */
  show: (text: string, tone?: NoticeTone, durationMs?: number) => void;
  clear: () => void;
}

/**
 * The one hook for a message that goes away by itself, in success or error tone.
 * Show it with `<NoticeRegion notice={notice} />` (an inline form message) or
 * `<NoticeBanner notice={notice} />` (a floating banner). Plain timers, so
 * `vi.useFakeTimers()` drives it.
 */
export function useNotice(durationMs: number): NoticeState {
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const shows = useRef(0);

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setNotice(null);
  }, []);

  const show = useCallback(
    (text: string, tone: NoticeTone = 'error', ms: number = durationMs) => {
      clearTimeout(timer.current);
      shows.current += 1;
      setNotice({ text, tone, shown: shows.current });
      timer.current = setTimeout(() => setNotice(null), ms);
    },
    [durationMs],
  );

  useEffect(() => () => clearTimeout(timer.current), []);
  return { notice, show, clear };
}

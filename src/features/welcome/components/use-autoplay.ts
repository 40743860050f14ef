import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect } from 'react';

type EmblaApi = UseEmblaCarouselType[1];

/**
 * Moves to the next slide after `delayMs` while `running`. The timer starts
 * over after every slide change, a manual one included, so a slide the person
 * just chose gets its full time.
 */
export function useAutoplay(embla: EmblaApi, { running, delayMs, selected, jump }: { running: boolean; delayMs: number; selected: number; jump: boolean }) {
  useEffect(() => {
    if (!embla || !running) return;
    const timer = setTimeout(() => embla.scrollNext(jump), delayMs);
    return () => clearTimeout(timer);
  }, [embla, running, delayMs, selected, jump]);
}

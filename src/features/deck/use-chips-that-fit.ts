import { useLayoutEffect, useRef, useState } from 'react';
import { chipsThatFit } from './chips-that-fit';

/** The chips the row measures (`data-chip`), and the count of those left out (`data-chip-count`). */
const CHIP = '[data-chip]';
const COUNT = '[data-chip-count]';

/** An element's width with all its text (an ellipsis cuts what shows, not what it needs). */
function naturalWidth(element: HTMLElement): number {
  return element.scrollWidth + (element.offsetWidth - element.clientWidth);
}

/**
 * How many of the list's chips show on its one line (chips-that-fit.ts), measured before the first
 * paint and again whenever the row's width changes. The chips left out stay in the list, unseen, so
 * they can be measured: `key` changes when the chips do.
 */
export function useChipsThatFit(chipCount: number, leftOutAlready: number, key: string) {
  const listRef = useRef<HTMLUListElement>(null);
  const [shown, setShown] = useState(chipCount);

  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => {
      const widths = [...list.querySelectorAll<HTMLElement>(CHIP)].map(naturalWidth);
      const count = list.querySelector<HTMLElement>(COUNT);
      const gap = Number.parseFloat(getComputedStyle(list).columnGap) || 0;
      setShown(chipsThatFit(widths, count ? naturalWidth(count) : 0, list.clientWidth, gap, leftOutAlready));
    };
    measure();
    // The brand font arriving changes the chips' widths, not the row's.
    let current = true;
    void document.fonts?.ready.then(() => current && measure());
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(list);
    return () => {
      current = false;
      observer?.disconnect();
    };
  }, [key, leftOutAlready]);

  return { listRef, shown: Math.min(shown, chipCount) };
}

import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useMediaQuery } from '@/shared/lib/use-media-query';

function answering(matches: boolean): typeof window.matchMedia {
  return (query: string) =>
    ({
      matches,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

describe('useMediaQuery', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  it('asks a matchMedia put in place after an earlier render asked another one', () => {
    window.matchMedia = answering(false);
    expect(renderHook(() => useMediaQuery('(prefers-reduced-motion: reduce)')).result.current).toBe(false);

    window.matchMedia = answering(true);
    expect(renderHook(() => useMediaQuery('(prefers-reduced-motion: reduce)')).result.current).toBe(true);
  });

  it('asks matchMedia once per query, not at every render', () => {
    let calls = 0;
    const counting = answering(true);
    window.matchMedia = (query: string) => {
      calls += 1;
      return counting(query);
    };
    const { rerender } = renderHook(() => useMediaQuery('(min-width: 40rem)'));
    rerender();
    rerender();
    expect(calls).toBe(1);
  });
});

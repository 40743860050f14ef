import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDelayed } from '@/shared/lib/use-delayed';

/** The product's delays (a loader after 300 ms, the deck after 2 s) judged on a fake clock, so a busy machine cannot blur them. */
describe('useDelayed', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is false for the whole delay and true from its end', () => {
    const { result } = renderHook(() => useDelayed(true, 300));
    act(() => vi.advanceTimersByTime(299));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('is false again as soon as the condition stops, and waits the whole delay when it comes back', () => {
    const { result, rerender } = renderHook(({ on }) => useDelayed(on, 300), { initialProps: { on: true } });
    act(() => vi.advanceTimersByTime(300));
    rerender({ on: false });
    expect(result.current).toBe(false);
    rerender({ on: true });
    act(() => vi.advanceTimersByTime(299));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('answers at once with no delay', () => {
    const { result } = renderHook(() => useDelayed(true, 0));
    expect(result.current).toBe(true);
  });
});

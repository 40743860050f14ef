import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTICE_MS, useNotice } from '@/shared/lib/use-notice';
import { NoticeRegion } from '@/shared/ui/notice';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useNotice', () => {
  it.each([
    ['errors', NOTICE_MS.error, 2000],
    ['delete results', NOTICE_MS.deleteResult, 3000],
    ['sign-up messages', NOTICE_MS.signup, 4000],
    ['settings banners', NOTICE_MS.settings, 5000],
  ])('keeps %s exactly as long as the product says', (_, duration, expected) => {
    expect(duration).toBe(expected);
    const { result } = renderHook(() => useNotice(duration));
    act(() => result.current.show('Saved', 'success'));
    act(() => vi.advanceTimersByTime(expected - 1));
    expect(result.current.notice).toMatchObject({ text: 'Saved', tone: 'success' });
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.notice).toBeNull();
  });

  it('gives a newer message the full time again, and takes a time of its own when told', () => {
    const { result } = renderHook(() => useNotice(NOTICE_MS.error));
    act(() => result.current.show('First'));
    act(() => vi.advanceTimersByTime(1500));
    act(() => result.current.show('Second'));
    act(() => vi.advanceTimersByTime(1500));
    expect(result.current.notice).toMatchObject({ text: 'Second', tone: 'error' });
    act(() => result.current.show('Longer', 'error', NOTICE_MS.signup));
    act(() => vi.advanceTimersByTime(3999));
    expect(result.current.notice?.text).toBe('Longer');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.notice).toBeNull();
  });

  it('clears at once', () => {
    const { result } = renderHook(() => useNotice(NOTICE_MS.settings));
    act(() => result.current.show('Saved', 'success'));
    act(() => result.current.clear());
    expect(result.current.notice).toBeNull();
  });
});

describe('NoticeRegion', () => {
  it('is a live region before any message; a success is a status, an error an alert', () => {
    const { container, rerender } = render(<NoticeRegion notice={null} live="assertive" />);
    expect(container.firstElementChild).toHaveAttribute('aria-live', 'assertive');
    expect(container.firstElementChild).toBeEmptyDOMElement();
    rerender(<NoticeRegion notice={{ text: 'Saved', tone: 'success' }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    rerender(<NoticeRegion notice={{ text: 'Refused', tone: 'error' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Refused');
  });

  it('shows the same text shown again as a new message, so it is announced again', () => {
    const { result } = renderHook(() => useNotice(NOTICE_MS.error));
    act(() => result.current.show('Please enter the message'));
    const { rerender } = render(<NoticeRegion notice={result.current.notice} />);
    const first = screen.getByRole('alert');
    act(() => result.current.show('Please enter the message'));
    rerender(<NoticeRegion notice={result.current.notice} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter the message');
    expect(screen.getByRole('alert')).not.toBe(first);
  });
});

import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADER_DELAY_MS, QueryState, type QueryLike } from '@/shared/ui/query-state';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const loading: QueryLike<string[]> = { data: undefined, isError: false, refetch: () => undefined };
const list = (names: string[]) => (
  <ul>
    {names.map((name) => (
      <li key={name}>{name}</li>
    ))}
  </ul>
);

describe('QueryState', () => {
  it.each([
    ['the profile', LOADER_DELAY_MS.profile, 100],
    ['boost and the lists', LOADER_DELAY_MS.lists, 300],
  ])('shows the loader of %s only after its delay', (_, delay, expected) => {
    expect(delay).toBe(expected);
    render(
      <QueryState query={loading} loaderDelayMs={delay} loadingLabel="Loading people">
        {list}
      </QueryState>,
    );
    act(() => vi.advanceTimersByTime(expected - 1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('Loading people');
  });

  it('never shows the loader when the answer comes first', () => {
    const { rerender } = render(<QueryState query={loading}>{list}</QueryState>);
    act(() => vi.advanceTimersByTime(50));
    rerender(<QueryState query={{ ...loading, data: ['Ana'] }}>{list}</QueryState>);
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('Ana');
  });

  it('says the empty text, and shows an error with a retry', () => {
    const refetch = vi.fn();
    const { rerender } = render(
      <QueryState query={{ ...loading, data: [] }} isEmpty={(names) => names.length === 0} emptyText="No Users Found">
        {list}
      </QueryState>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('No Users Found');
    rerender(
      <QueryState query={{ data: undefined, isError: true, refetch }} errorText="The people could not be loaded.">
        {list}
      </QueryState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The people could not be loaded.');
    act(() => screen.getByRole('button').click());
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('shows the loader at once while pending, even over data or an error, and an empty state of the screen', () => {
    const { rerender } = render(
      <QueryState query={{ ...loading, data: ['Ana'] }} pending loadingLabel="Finding people" skeleton={<div data-testid="skeleton" />}>
        {list}
      </QueryState>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Finding people');
    expect(screen.getByTestId('skeleton')).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    rerender(
      <QueryState query={{ data: undefined, isError: true, refetch: () => undefined }} pending loadingLabel="Finding people">
        {list}
      </QueryState>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(
      <QueryState query={{ ...loading, data: [] }} isEmpty={(names) => names.length === 0} empty={<button type="button">Change Location</button>}>
        {list}
      </QueryState>,
    );
    expect(screen.getByRole('button', { name: 'Change Location' })).toBeInTheDocument();
  });
});

import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/app/query-client';
import { api } from '@/shared/api/api';
import { usePagedCall } from '@/shared/api/use-paged-call';
import { signIn } from '@mocks/testing/sign-in';

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

type PagedList = { current: { items: unknown[]; hasMore: boolean; limit: number; isLoadingMore: boolean; loadMore: () => void } };

/** Presses Load More until the button goes, checking each answer grows by a page. */
async function pressUntilTheEnd(result: PagedList, total: number): Promise<number> {
  let presses = 0;
  await waitFor(() => expect(result.current.items).toHaveLength(Math.min(8, total)));
  while (result.current.hasMore) {
    const shown = result.current.items.length;
    act(() => result.current.loadMore());
    presses += 1;
    // The entries shown stay while more load, and so does the button.
    expect(result.current.items).toHaveLength(shown);
    expect(result.current.hasMore).toBe(true);
    await waitFor(() => expect(result.current.isLoadingMore).toBe(false));
    expect(result.current.limit).toBe(8 * (presses + 1));
    expect(result.current.items).toHaveLength(Math.min(result.current.limit, total));
  }
  return presses;
}

describe('usePagedCall', () => {
  it('pages the likes by 8 while the answer is full, through the fake backend', async () => {
    const { userId } = await signIn('regular');
    const total = (await api.call('webfriendrequests', { user_id: userId, limit: '1000', type: 'like' })).peoples.length;
    expect(total).toBeGreaterThan(8);

    const { result } = renderHook(() => usePagedCall('webfriendrequests', { user_id: userId, type: 'like' }, { items: (answer) => answer.peoples }), { wrapper });
    expect(result.current.limit).toBe(8);
    const presses = await pressUntilTheEnd(result, total);
    expect(presses).toBe(Math.floor(total / 8));
    expect(result.current.items).toHaveLength(total);
  });

  it('starts again at 8 for another input', async () => {
    const { userId } = await signIn('regular');
    const { result, rerender } = renderHook(
      ({ type }: { type: 'like' | 'superlike' }) => usePagedCall('webfriendrequests', { user_id: userId, type }, { items: (answer) => answer.peoples }),
      { wrapper, initialProps: { type: 'like' } },
    );
    await waitFor(() => expect(result.current.hasMore).toBe(true));
    act(() => result.current.loadMore());
    expect(result.current.limit).toBe(16);
    rerender({ type: 'superlike' });
    expect(result.current.limit).toBe(8);
    // Not the likes while the super likes load.
    expect(result.current.isLoadingMore).toBe(false);
  });

  it('pages the chat list while the limit is below its total', async () => {
    const { userId } = await signIn('regular');
    const input = { user_id: userId, search_key: '', sort: 'all', timestamp: '1' } as const;
    const total = Number((await api.call('webgetchat', { ...input, limit: '8' })).total);
    expect(total).toBeGreaterThan(8);

    const { result } = renderHook(() => usePagedCall('webgetchat', input, { items: (answer) => answer.matches, total: (answer) => Number(answer.total) }), { wrapper });
    const presses = await pressUntilTheEnd(result, total);
    expect(presses).toBe(Math.ceil(total / 8) - 1);
    expect(result.current.items).toHaveLength(total);
  });
});

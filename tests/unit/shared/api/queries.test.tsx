import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/app/query-client';
import { api } from '@/shared/api/api';
import { staleAfter } from '@/shared/api/call-effects';
import { callKey, callQuery, invalidateCall } from '@/shared/api/queries';
import { sendCall, useCallMutation } from '@/shared/api/use-call-mutation';
import { signIn } from '@mocks/testing/sign-in';

function withClient(queryClient: QueryClient) {
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

describe('callQuery', () => {
  it('keys a call by its name and input, and reads it through the client', async () => {
    const { userId } = await signIn('regular');
    const options = callQuery('webgetcounts', { user_id: userId });
    expect(options.queryKey).toEqual(['webgetcounts', { user_id: userId }]);
    const queryClient = createQueryClient();
    const answer = await queryClient.fetchQuery(options);
    expect(answer.result).toEqual((await api.call('webgetcounts', { user_id: userId })).result);
    // Another feature finds the same entry by name and input alone.
    expect(queryClient.getQueryData(callKey('webgetcounts', { user_id: userId }))).toBe(answer);
  });

  it('keeps what the administrator writes fresh longer than the default', () => {
    expect(callQuery('admindatas', {}).staleTime).toBe(5 * 60_000);
    expect(callQuery('webgetcounts', { user_id: '1' }).staleTime).toBeUndefined();
  });
});

describe('invalidateCall', () => {
  it('marks every input of a call stale, or those containing part of an input', async () => {
    const queryClient = createQueryClient();
    const likes = callKey('webfriendrequests', { user_id: '1', limit: '8', type: 'like' });
    const superLikes = callKey('webfriendrequests', { user_id: '1', limit: '8', type: 'superlike' });
    const counts = callKey('webgetcounts', { user_id: '1' });
    for (const key of [likes, superLikes, counts]) queryClient.setQueryData(key, {});
    const stale = () => [likes, superLikes, counts].map((key) => queryClient.getQueryState(key)?.isInvalidated);

    await invalidateCall(queryClient, 'webfriendrequests', { type: 'like' });
    expect(stale()).toEqual([true, false, false]);
    await invalidateCall(queryClient, 'webfriendrequests');
    expect(stale()).toEqual([true, true, false]);
  });
});

describe('useCallMutation', () => {
  it('after a like, refreshes the counts and the likes list shown by other screens', async () => {
    const { userId } = await signIn('regular');
    const queryClient = createQueryClient();
    const likesInput = { user_id: userId, limit: '8', type: 'like' } as const;
    const { result } = renderHook(
      () => ({
        counts: useQuery({ ...callQuery('webgetcounts', { user_id: userId }), select: (answer) => answer.result.like_request }),
        likes: useQuery({ ...callQuery('webfriendrequests', likesInput), select: (answer) => answer.peoples.map((entry) => entry.user_id) }),
        like: useCallMutation('webmatch'),
      }),
      { wrapper: withClient(queryClient) },
    );
    await waitFor(() => expect(result.current.likes.data?.length).toBeGreaterThan(0));
    const before = Number(result.current.counts.data);
    const liker = result.current.likes.data?.[0] ?? '';

    // Liking back someone who liked me answers their like: it leaves the list and the count.
    await act(() => result.current.like.mutateAsync({ user_id: userId, follow_id: liker, type: 'like' }));
    await waitFor(() => expect(Number(result.current.counts.data)).toBe(before - 1));
    await waitFor(() => expect(result.current.likes.data).not.toContain(liker));
    expect(staleAfter.webmatch).toEqual(expect.arrayContaining(['webgetcounts', 'webgetpeople', 'webfriendrequests']));
  });

  it('after a purchase, refreshes the profile', () => {
    expect(staleAfter.webpaypremium).toContain('webprofile');
    expect(staleAfter.webpayboost).toContain('webprofile');
    expect(staleAfter.webpaysuperlike).toContain('webprofile');
  });
});

describe('the write path', () => {
  it('refreshes what a write made stale whatever sent it: a write sent without a hook too', async () => {
    const { userId } = await signIn('regular');
    const queryClient = createQueryClient();
    const profile = callKey('webprofile', { user_id: userId });
    const counts = callKey('webgetcounts', { user_id: userId });
    for (const key of [profile, counts]) queryClient.setQueryData(key, {});
    const stale = () => [profile, counts].map((key) => queryClient.getQueryState(key)?.isInvalidated);

    await sendCall(queryClient, 'websetprofile', { user_id: userId, swipe: '0' });
    await waitFor(() => expect(stale()).toEqual([true, false]));
    expect(queryClient.getMutationCache().findAll({ mutationKey: ['websetprofile'] })).toHaveLength(1);
  });
});

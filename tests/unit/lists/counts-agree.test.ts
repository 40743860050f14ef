import { describe, expect, it } from 'vitest';
import { api } from '@/shared/api/api';
import { resetDatabase } from '@mocks/node';
import { signIn } from '@mocks/testing/sign-in';

/**
 * The sidebar's counts always agree with the lists (docs/product/fake-backend-and-demo.md#server-rules). Each list is asked for all of
 * it (a limit far above its size) through the network layer, as the screens ask for it page by page.
 */
const ALL = '10000';

async function listsAndCounts(userId: string) {
  const counts = (await api.call('webgetcounts', { user_id: userId })).result;
  const visitors = (await api.call('webvisitors', { user_id: userId })).peoples;
  const likes = (await api.call('webfriendrequests', { user_id: userId, limit: ALL, type: 'like' })).peoples;
  const superLikes = (await api.call('webfriendrequests', { user_id: userId, limit: ALL, type: 'superlike' })).peoples;
  return { counts, visitors, likes, superLikes };
}

describe.each([42, 7, 2026])('under seed %i', (seed) => {
  it.each(['regular', 'premium'] as const)('the %s member’s sidebar counts equal the visitors, likes and super likes lists', async (persona) => {
    await resetDatabase(seed);
    const { userId } = await signIn(persona);
    const { counts, visitors, likes, superLikes } = await listsAndCounts(userId);
    expect(Number(counts.visitors)).toBe(visitors.length);
    expect(Number(counts.like_request)).toBe(likes.length);
    expect(Number(counts.superlike_request)).toBe(superLikes.length);
    // The seed gives each list more than one page (docs/product/fake-backend-and-demo.md#data-and-seeds), so Load More is reachable.
    expect(visitors.length).toBeGreaterThan(8);
    expect(likes.length).toBeGreaterThan(8);
    expect(superLikes.length).toBeGreaterThan(8);
  });
});

describe('after an action that changes a list', () => {
  it('a like back takes the liker off the likes list and the count with it', async () => {
    const { userId } = await signIn('premium');
    const before = await listsAndCounts(userId);
    const liker = before.likes[0];
    if (!liker) throw new Error('the seed gives the premium member likes');
    await api.call('webmatch', { user_id: userId, follow_id: liker.user_id, type: 'like' });
    const after = await listsAndCounts(userId);
    expect(after.likes.map((entry) => entry.user_id)).not.toContain(liker.user_id);
    expect(after.likes.length).toBe(before.likes.length - 1);
    expect(Number(after.counts.like_request)).toBe(after.likes.length);
  });

  it('a block takes the person off the visitors list and its count', async () => {
    const { userId } = await signIn('premium');
    const before = await listsAndCounts(userId);
    const visitor = before.visitors[0];
    if (!visitor) throw new Error('the seed gives the premium member visitors');
    await api.call('webblockchat', { user_id: userId, block_user_id: visitor.user_id });
    const after = await listsAndCounts(userId);
    expect(after.visitors.map((entry) => entry.user_id)).not.toContain(visitor.user_id);
    expect(Number(after.counts.visitors)).toBe(after.visitors.length);
  });
});

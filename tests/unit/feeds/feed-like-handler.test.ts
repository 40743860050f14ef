import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '@/shared/api/api';
import { db } from '@mocks/db/database';
import { demoAccounts } from '@mocks/seed/demo-accounts';
import { signIn } from '@mocks/testing/sign-in';
import { refusalOf } from '../support/api-failure';

/** The feed's like rule through the network layer: once, and the server's state says so afterwards (docs/product/flows.md#feed-like). */
const FREE = demoAccounts.regular.user_id;

async function feeds() {
  return (await api.call('webfeeds', { user_id: FREE })).feeds;
}

beforeEach(async () => {
  await signIn('regular');
});

describe('webfeedlike, once only', () => {
  it("refuses a second like with the server's message and records one like", async () => {
    const [first] = await feeds();
    const feedId = first?.feed_id ?? '';
    await api.call('webfeedlike', { user_id: FREE, feed_id: feedId });
    const refusal = await refusalOf(api.call('webfeedlike', { user_id: FREE, feed_id: feedId }));
    expect(refusal.message).toBe('You already liked this feed');
    expect(db.feedLikes.findMany((q) => q.where({ user_id: FREE, feed_id: feedId }))).toHaveLength(1);
  });

  it("keeps the like in webfeeds (liked 'true'), as a reload reads it", async () => {
    const entries = await feeds();
    const target = entries[3];
    expect(target?.liked).toBe('false');
    await api.call('webfeedlike', { user_id: FREE, feed_id: target?.feed_id ?? '' });
    const after = await feeds();
    expect(after.find((entry) => entry.feed_id === target?.feed_id)?.liked).toBe('true');
    expect(after.filter((entry) => entry.liked === 'true')).toHaveLength(1);
  });

  it("is the member's own: another member may still like the same entry", async () => {
    const freeIds = new Set((await feeds()).map((entry) => entry.feed_id));
    const premium = await signIn('premium');
    const shared = (await api.call('webfeeds', { user_id: premium.userId })).feeds.find((entry) => freeIds.has(entry.feed_id));
    expect(shared).toBeDefined();
    const feedId = shared?.feed_id ?? '';
    await expect(api.call('webfeedlike', { user_id: premium.userId, feed_id: feedId })).resolves.toMatchObject({ status: 'true' });
    await signIn('regular');
    await expect(api.call('webfeedlike', { user_id: FREE, feed_id: feedId })).resolves.toMatchObject({ status: 'true' });
  });
});

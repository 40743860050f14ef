import { expect, it } from 'vitest';
import { api } from '@/shared/api/api';
import { emptyAccount } from '@mocks/scenarios';
import { signIn } from '@mocks/testing/sign-in';

/**
 * How "No Feeds" and "No Message" are reached on the seeded data. A new member
 * (the 'empty-account' scenario) has no chat, but people nearby still post to
 * their feed; a member whose six feed settings are off (docs/product/screens-and-routes.md#settings) sees none.
 */
const allFeedsOff = {
  feed_image: 'false',
  feed_location: 'false',
  feed_job: 'false',
  feed_bio: 'false',
  feed_company: 'false',
  feed_school: 'false',
} as const;

it('a new member has an empty chat list', async () => {
  const { userId } = await signIn(await emptyAccount());
  await expect(api.call('webgetchat', { user_id: userId, search_key: '', sort: 'all', timestamp: '1', limit: '8' })).resolves.toEqual({
    status: 'true',
    matches: [],
    total: '0',
  });
});

it('a member with every feed setting off has an empty feed', async () => {
  const { userId } = await signIn('regular');
  expect((await api.call('webfeeds', { user_id: userId })).feeds.length).toBeGreaterThan(8);
  await api.call('websetprofile', { user_id: userId, ...allFeedsOff });
  await expect(api.call('webfeeds', { user_id: userId })).resolves.toEqual({ status: 'true', feeds: [] });
});

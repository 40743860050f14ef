import { describe, expect, it } from 'vitest';
import { api } from '@/shared/api/api';
import { DECK_LIMIT_AFTER_LIKE } from '@/shared/api/rules';
import { clock } from '@mocks/lib/clock';
import { demoAccounts } from '@mocks/seed/demo-accounts';
import { DECK_LIKER } from '@mocks/seed/seed-relations';
import { signIn } from '@mocks/testing/sign-in';
import { refusalOf } from '../support/api-failure';

/** What the deck screen relies on from the fake backend, through the network layer. */
const FREE = demoAccounts.regular.user_id;
const PREMIUM = demoAccounts.premium.user_id;
const likerOf = (userId: string) => String(100 + Number(userId) * 40 + DECK_LIKER);
const timestamp = () => String(Math.floor(clock.now() / 1000));

describe('the deck screen against the fake backend', () => {
  it("opens on the person who already liked the member; liking them answers match '1' with both photos", async () => {
    await signIn('regular');
    const { peoples } = await api.call('webgetpeople', { user_id: FREE, timestamp: timestamp() });
    expect(peoples[0]?.user_id).toBe(likerOf(FREE));
    const answer = await api.call('webmatch', { user_id: FREE, follow_id: likerOf(FREE), type: 'like' });
    expect(answer.match).toBe('1');
    expect(answer.result?.frienduser_id).toBe(likerOf(FREE));
    expect(answer.result?.frienduser_image).not.toBe('');
    expect(answer.result?.loguser_image).not.toBe('');
  });

  it('reloads with the limit of 20 after a like, without the person just liked', async () => {
    await signIn('regular');
    await api.call('webmatch', { user_id: FREE, follow_id: likerOf(FREE), type: 'like' });
    const { peoples } = await api.call('webgetpeople', { user_id: FREE, timestamp: timestamp(), limit: String(DECK_LIMIT_AFTER_LIKE) });
    expect(peoples.length).toBeLessThanOrEqual(DECK_LIMIT_AFTER_LIKE);
    expect(peoples.map((card) => card.user_id)).not.toContain(likerOf(FREE));
  });

  it("refuses a regular member's super like with superlike_count '0' (the purchase popup)", async () => {
    await signIn('regular');
    const refusal = await refusalOf(api.call('webmatch', { user_id: FREE, follow_id: likerOf(FREE), type: 'superlike' }));
    expect(refusal.refusal?.superlike_count).toBe('0');
  });

  it('lets a premium member rewind a nope once: the card is back on top', async () => {
    await signIn('premium');
    const first = (await api.call('webgetpeople', { user_id: PREMIUM, timestamp: timestamp() })).peoples[0]?.user_id ?? '';
    await api.call('webunmatch', { user_id: PREMIUM, follow_id: first });
    expect((await api.call('webgetpeople', { user_id: PREMIUM, timestamp: timestamp() })).peoples[0]?.user_id).not.toBe(first);
    await api.call('webundomatch', { user_id: PREMIUM });
    expect((await api.call('webgetpeople', { user_id: PREMIUM, timestamp: timestamp() })).peoples[0]?.user_id).toBe(first);
    expect((await refusalOf(api.call('webundomatch', { user_id: PREMIUM }))).message).toBe('There is no swipe to rewind');
  });

  it('runs a boost for 30 minutes of the fake clock', async () => {
    await signIn('premium');
    await api.call('webactivateboost', { user_id: PREMIUM });
    await expect(api.call('webcheckboost', { user_id: PREMIUM })).resolves.toMatchObject({ status: 'true' });
    clock.advance(31 * 60_000);
    await expect(api.call('webcheckboost', { user_id: PREMIUM })).resolves.toMatchObject({ status: 'false' });
  });
});

import { describe, expect, it } from 'vitest';
import { api } from '@/shared/api/api';
import { clock } from '@mocks/lib/clock';
import { db } from '@mocks/db/database';
import { demoAccounts } from '@mocks/seed/demo-accounts';
import { signIn } from '@mocks/testing/sign-in';

/** What the profile views and the find-new-people grid need of the fake backend, through the network layer. */

const FREE = demoAccounts.regular;
const PREMIUM = demoAccounts.premium;

async function visitorsCount(): Promise<number> {
  return Number((await api.call('webgetcounts', { user_id: PREMIUM.user_id })).result.visitors);
}

describe('a profile opened', () => {
  it("adds the visitor to the visited member's visitors and to the count their sidebar shows", async () => {
    await signIn('premium');
    const before = await visitorsCount();
    const listed = (await api.call('webvisitors', { user_id: PREMIUM.user_id })).peoples.map((entry) => entry.user_id);
    expect(listed).not.toContain(FREE.user_id);

    await signIn('regular');
    await api.call('webvisitprofile', { user_id: FREE.user_id, visit_user_id: PREMIUM.user_id });

    await signIn('premium');
    expect(await visitorsCount()).toBe(before + 1);
    const visitors = (await api.call('webvisitors', { user_id: PREMIUM.user_id })).peoples;
    expect(visitors[0]?.user_id).toBe(FREE.user_id);
  });
});

describe('the find-new-people cards', () => {
  it("carry each person's online flag, for the grid's online dot", async () => {
    await signIn('regular');
    const { peoples } = await api.call('webgetpeople', { user_id: FREE.user_id, timestamp: String(clock.now()), limit: '20' });
    expect(peoples.length).toBeGreaterThan(0);
    for (const card of peoples) {
      const person = db.members.findFirst((q) => q.where({ user_id: card.user_id }));
      expect(card.online).toBe(person?.online);
    }
    expect(peoples.some((card) => card.online === '1')).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { takeSnapshot, restoreSnapshot } from '@mocks/db/snapshot';
import { seedDatabase } from '@mocks/seed/seed-database';
import { api } from '@/shared/api/api';
import { signIn } from '@mocks/testing/sign-in';

describe('the seed', () => {
  it('gives identical data for the same seed, every run', async () => {
    await seedDatabase(7);
    const first = JSON.stringify(takeSnapshot());
    await seedDatabase(7);
    expect(JSON.stringify(takeSnapshot())).toBe(first);
  });

  it('gives other people for another seed, with the same demo accounts', async () => {
    await seedDatabase(7);
    const first = takeSnapshot();
    await seedDatabase(8);
    const second = takeSnapshot();
    expect(JSON.stringify(second.members)).not.toBe(JSON.stringify(first.members));
    const emails = (snapshot: typeof first) => (snapshot.members as Array<{ email: string }>).slice(0, 3).map((member) => member.email);
    expect(emails(second)).toEqual(['free@demo.test', 'premium@demo.test', 'inactive@demo.test']);
    expect(emails(first)).toEqual(emails(second));
  });

  it('makes every state of the demo reachable: enough people, ages 18 to 80, all genders, online and offline', async () => {
    await seedDatabase(42);
    const members = takeSnapshot().members as Array<{ age: string; gender: string; online: string; people_for: string }>;
    expect(members.length).toBeGreaterThanOrEqual(300);
    const ages = members.map((member) => Number(member.age));
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(18);
    expect(Math.max(...ages)).toBeLessThanOrEqual(80);
    expect(new Set(members.map((member) => member.gender))).toEqual(new Set(['male', 'female', 'other']));
    expect(new Set(members.map((member) => member.online))).toEqual(new Set(['1', '0']));
    expect(new Set(members.map((member) => member.people_for)).size).toBeGreaterThanOrEqual(4);
  });
});

describe('snapshots (what the browser keeps between reloads)', () => {
  it('restore the database exactly', async () => {
    await seedDatabase(42);
    const saved = JSON.parse(JSON.stringify(takeSnapshot()));
    await seedDatabase(99);
    expect(await restoreSnapshot(saved)).toBe(true);
    expect(JSON.parse(JSON.stringify(takeSnapshot()))).toEqual(saved);
  });

  it('refuse a snapshot whose records no longer fit, leaving the database empty for a fresh seed', async () => {
    await seedDatabase(42);
    const broken = { ...takeSnapshot(), members: [{ user_id: '1', email: 42 }] };
    expect(await restoreSnapshot(broken)).toBe(false);
    expect(takeSnapshot().members).toEqual([]);
  });
});

describe('the counts of the demo accounts', () => {
  /** The sidebar's counts (webgetcounts) of the regular and the premium member. */
  async function countsUnder(seed: number) {
    await seedDatabase(seed);
    const counts = [];
    for (const persona of ['regular', 'premium'] as const) {
      const { userId } = await signIn(persona);
      const { result } = await api.call('webgetcounts', { user_id: userId });
      counts.push([result.visitors, result.like_request, result.superlike_request].map(Number));
    }
    return counts;
  }

  it('follow the seed, differ between the regular and the premium member, and always fill more than a page', async () => {
    const bySeed = [];
    for (const seed of [3, 7, 42]) {
      const [regular = [], premium = []] = await countsUnder(seed);
      expect(regular).not.toEqual(premium);
      for (const count of [...regular, ...premium]) expect(count).toBeGreaterThan(8);
      bySeed.push(JSON.stringify([regular, premium]));
    }
    expect(new Set(bySeed).size).toBe(3);
  });
});

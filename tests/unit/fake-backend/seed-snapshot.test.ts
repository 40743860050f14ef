import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db/database';
import { takeSnapshot } from '@mocks/db/snapshot';
import { clock } from '@mocks/lib/clock';
import { photosOrigin, servePhotosFrom } from '@mocks/lib/photos';
import { DEFAULT_SEED, SNAPSHOT_MADE_AT } from '@mocks/seed/default-seed';
import { resetToSeed } from '@mocks/seed/reset-to-seed';
import { seedDatabase } from '@mocks/seed/seed-database';
import { loadSeedSnapshot } from '@mocks/seed/seed-snapshot';
import { shiftTimes } from '@mocks/seed/shift-times';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** What the generators make for `seed` at `now`, and what the build's snapshot loads at `now`. */
async function generatedAndLoaded(now: number, seed = DEFAULT_SEED) {
  clock.freeze(now);
  await seedDatabase(seed);
  const generated = JSON.stringify(takeSnapshot());
  await loadSeedSnapshot();
  return { generated, loaded: JSON.stringify(takeSnapshot()) };
}

describe("the default seed's snapshot, made at build time", () => {
  it('loads exactly what the generators make for its seed', async () => {
    const { generated, loaded } = await generatedAndLoaded(SNAPSHOT_MADE_AT);
    expect(loaded).toBe(generated);
  });

  // Another instant moves every time of the data: a time field the snapshot's move misses fails here.
  it.each([
    ['3 days, 13 h and 7 s later', SNAPSHOT_MADE_AT + 3 * DAY_MS + 13 * HOUR_MS + 7000],
    ['a year and 11 h 59 min later (another day of the month)', SNAPSHOT_MADE_AT + 365 * DAY_MS + 11 * HOUR_MS + 59 * 60_000],
    ['40 days earlier, just after midnight', SNAPSHOT_MADE_AT - 40 * DAY_MS - 11 * HOUR_MS - 59 * 60_000],
  ])('loads what the generators make %s', async (_when, now) => {
    const { generated, loaded } = await generatedAndLoaded(now);
    expect(loaded).toBe(generated);
  });

  // The standalone server writes its own origin into photo URLs: a snapshot parsed before must not keep the old ones.
  it('loads what the generators make after the photos moved to another origin', async () => {
    await loadSeedSnapshot();
    const before = photosOrigin();
    servePhotosFrom('http://127.0.0.1:4999');
    try {
      const { generated, loaded } = await generatedAndLoaded(SNAPSHOT_MADE_AT);
      expect(loaded).toContain('http://127.0.0.1:4999/');
      expect(loaded).toBe(generated);
    } finally {
      servePhotosFrom(before);
    }
  });

  // How fast is the bench's to say (`npm run bench`), not a test's: a loaded machine would fail any bound.
  it('is what a reset to the default seed loads, while another seed still runs the generators', async () => {
    clock.freeze(SNAPSHOT_MADE_AT);
    await resetToSeed(DEFAULT_SEED);
    const defaultSeed = JSON.stringify(takeSnapshot());
    await loadSeedSnapshot();
    expect(JSON.stringify(takeSnapshot())).toBe(defaultSeed);
    await resetToSeed(7);
    const seven = JSON.stringify(takeSnapshot());
    expect(seven).not.toBe(defaultSeed);
    await seedDatabase(7);
    expect(JSON.stringify(takeSnapshot())).toBe(seven);
  });
});

describe("the demo's start", () => {
  // mocks/browser.ts gives its pause to the load, so a phone's main thread is never held for the whole database.
  it('pauses after every record of the snapshot it loads', async () => {
    clock.freeze(SNAPSHOT_MADE_AT + 1000);
    let pauses = 0;
    await resetToSeed(DEFAULT_SEED, async () => void (pauses += 1));
    const records = Object.values(takeSnapshot()).reduce((sum, list) => sum + list.length, 0);
    expect(records).toBeGreaterThan(100);
    expect(pauses).toBeGreaterThanOrEqual(records);
  });
});

describe('a reset to the same snapshot', () => {
  it('refills the collections written since the last load, and keeps the others', async () => {
    clock.freeze(SNAPSHOT_MADE_AT);
    await loadSeedSnapshot();
    const seeded = JSON.stringify(takeSnapshot());
    const [member] = db.members.all();
    const [help] = db.helpPages.all();
    if (!member || !help) throw new Error('the seed has members and help pages');
    await db.members.update(member, { data: (record) => void (record.user_name = 'Changed') });
    await db.likes.create({ from_id: member.user_id, to_id: member.user_id, type: 'like', at: SNAPSHOT_MADE_AT });
    await db.visits.deleteMany((q) => q.where({}));

    await loadSeedSnapshot();

    expect(JSON.stringify(takeSnapshot())).toBe(seeded);
    // A collection nobody wrote keeps its records: it was not refilled.
    expect(db.helpPages.all()[0]).toBe(help);
    expect(db.members.all()[0]).not.toBe(member);
  });

  // What lets a reset judge a collection by its records' identity: none of them changes without a write.
  it('refuses a change in place to a record it loaded', async () => {
    clock.freeze(SNAPSHOT_MADE_AT);
    await loadSeedSnapshot();
    const [member] = db.members.all();
    if (!member) throw new Error('the seed has members');

    expect(() => (member.user_name = 'Changed in place')).toThrow(/read only/);
    expect(() => (member.imagess as string[]).push('another.jpg')).toThrow(/not extensible/);
  });
});

describe('moving times', () => {
  const made = Date.UTC(2026, 10, 1, 12, 0, 0);
  const record = { at: made - 60_000, created_at: made, onlinelasttime: String(made - 5000), chat_time: String(made / 1000), membership_valid_web: '2027-04-30', name: 'kept' };

  it('moves each time form by whole seconds, and dates by the calendar days between the two instants', () => {
    const to = made + 13 * HOUR_MS + 1500;
    const [moved] = shiftTimes({ likes: [record] }, made, to).likes ?? [];
    expect(moved).toEqual({
      at: made - 60_000 + 13 * HOUR_MS + 1000,
      created_at: made + 13 * HOUR_MS + 1000,
      onlinelasttime: String(made - 5000 + 13 * HOUR_MS + 1000),
      chat_time: String(made / 1000 + 13 * 3600 + 1),
      // 12:00 + 13 h is the next day.
      membership_valid_web: '2027-05-01',
      name: 'kept',
    });
  });

  it('leaves empty texts and the snapshot itself as they are', () => {
    const snapshot = { members: [{ ...record, membership_valid_web: '' }] };
    const [moved] = (shiftTimes(snapshot, made, made + DAY_MS).members ?? []) as Array<typeof record>;
    expect(moved?.membership_valid_web).toBe('');
    expect(snapshot.members[0]?.created_at).toBe(made);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearDatabase, db } from '@mocks/db/database';
import { memberById } from '@mocks/db/member-index';
import { primaryKeyOf, recordKeysReady } from '@mocks/db/record-keys';
import { setUploadStore, type UploadStore } from '@mocks/db/uploads';
import { updateMember } from '@mocks/domain/update-member';
import { inSection, setSection } from '@mocks/lib/backend-section';
import { clock } from '@mocks/lib/clock';
import { noPause } from '@mocks/lib/pause';
import { DEFAULT_SEED } from '@mocks/seed/default-seed';
import { resetToSeed } from '@mocks/seed/reset-to-seed';
import { openBrowserStore, type BrowserStore } from '@mocks/shared-tabs/browser-store';
import { shareDatabase, type SharedDatabase } from '@mocks/shared-tabs/shared-database';
import { leaveBrowserProfile, openBrowserProfile } from '../support/browser-profile';

/**
 * The default seed kept as the store's base (docs/decisions/030-seed-kept-as-a-base.md): a first visit writes
 * no row per seeded record, and a reload, or another tab, reads the same records, keys and order from the
 * build's snapshot with the changes made since over it. Over fake-indexeddb and Web Locks granted in turn.
 */

const MEMBER = '1';
const START = { wantedSeed: undefined, defaultSeed: DEFAULT_SEED, pause: noPause };

/** Every record of the memory with its key, in each collection's order: what a tab answers from. */
function memoryWithKeys() {
  return Object.fromEntries(Object.entries(db).map(([name, collection]) => [name, collection.all().map((record) => [primaryKeyOf(record), JSON.stringify(record)])]));
}

let store: BrowserStore;
let tab: SharedDatabase | undefined;
let memoryUploads: UploadStore;

/** A page load: the memory is empty, as in a new page, and the tab opens the store. */
async function load(): Promise<SharedDatabase> {
  await tab?.close();
  clearDatabase();
  tab = await shareDatabase(store, START);
  return tab;
}

beforeEach(async () => {
  openBrowserProfile();
  await recordKeysReady;
  store = await openBrowserStore();
  memoryUploads = setUploadStore(store.files);
  tab = undefined;
});

afterEach(async () => {
  await tab?.close();
  setSection((work) => work());
  setUploadStore(memoryUploads);
  leaveBrowserProfile();
});

describe('the default seed kept as a base', () => {
  it('writes no row per seeded record at a first visit, and holds what a reset to the seed holds', async () => {
    await load();
    const seeded = memoryWithKeys();
    expect(await store.records()).toEqual([]);
    expect((await store.state())?.base).toEqual({ snapshot: expect.any(String), at: clock.now() });
    await resetToSeed(DEFAULT_SEED);
    const reset = memoryWithKeys();
    for (const [name, records] of Object.entries(seeded)) expect(records.map(([, record]) => record)).toEqual(reset[name]?.map(([, record]) => record));
  });

  it('gives a reload the same records, keys and order', async () => {
    await load();
    const first = memoryWithKeys();
    await load();
    expect(memoryWithKeys()).toEqual(first);
  });

  it('gives a reload the changes made since over the base: a changed, a new and a deleted record', async () => {
    await load();
    const like = db.likes.all()[0];
    if (!like) throw new Error('the seed has no like');
    await inSection(async () => {
      await updateMember(MEMBER, (member) => void (member.bio = 'Changed after the seed'));
      await db.blocks.create({ blocker_id: MEMBER, blocked_id: '2', at: clock.now() });
      db.likes.delete((q) => q.where((record) => record === like));
    });
    const changed = memoryWithKeys();
    expect((await store.records()).map((row) => row.collection).sort()).toEqual(['blocks', 'members']);
    expect((await store.rows()).filter((row) => row.record === null).map((row) => row.key)).toEqual([primaryKeyOf(like)]);
    await load();
    expect(memoryWithKeys()).toEqual(changed);
    expect(memberById(MEMBER)?.bio).toBe('Changed after the seed');
    expect(db.likes.all().map(primaryKeyOf)).not.toContain(primaryKeyOf(like));
  });

  it('seeds again, saying so, when the store was kept over another build\'s snapshot', async () => {
    await load();
    const state = await store.state();
    const member = db.members.all().find((record) => record.user_id === MEMBER);
    if (!state?.base || !member) throw new Error('no base stored');
    // Another build's snapshot: its first member at this key was someone else.
    const row = { collection: 'members', key: primaryKeyOf(member), order: 0, record: { ...member, bio: 'Over the old snapshot' } };
    await store.replaceAll([row], { version: state.version + 1, seed: state.seed, clockOffsetMs: 0, base: { ...state.base, snapshot: 'another-build' } });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await load();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("another build's seed"));
    expect(memberById(MEMBER)?.bio).not.toBe('Over the old snapshot');
    expect((await store.state())?.base?.snapshot).toBe(state.base.snapshot);
  });

  it('reads a store without a base (the format before: every record a row) as it was kept', async () => {
    await resetToSeed(DEFAULT_SEED);
    await updateMember(MEMBER, (member) => void (member.bio = 'Kept by the build before'));
    const rows = Object.entries(db).flatMap(([collection, records]) =>
      records.all().map((record, order) => ({ collection, key: primaryKeyOf(record), order, record: { ...record } })),
    );
    const kept = memoryWithKeys();
    await store.replaceAll(rows, { version: 1, seed: DEFAULT_SEED, clockOffsetMs: 0 });
    await load();
    expect(memoryWithKeys()).toEqual(kept);
    expect(memberById(MEMBER)?.bio).toBe('Kept by the build before');
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@mocks/db/database';
import { memberById } from '@mocks/db/member-index';
import { takeSnapshot } from '@mocks/db/snapshot';
import { setUploadStore, uploads, type UploadStore } from '@mocks/db/uploads';
import { updateMember } from '@mocks/domain/update-member';
import { inSection, setSection, StorageFullError } from '@mocks/lib/backend-section';
import { clock } from '@mocks/lib/clock';
import { noPause } from '@mocks/lib/pause';
import { DEFAULT_SEED } from '@mocks/seed/default-seed';
import { resetToSeed } from '@mocks/seed/reset-to-seed';
import { openBrowserStore, type BrowserStore, type StoredRecord } from '@mocks/shared-tabs/browser-store';
import { LEGACY_STORAGE_KEY, LEGACY_VERSION } from '@mocks/shared-tabs/legacy-saved-state';
import { shareDatabase, VERSIONS_CHANNEL, type SharedDatabase } from '@mocks/shared-tabs/shared-database';
import { leaveBrowserProfile, openBrowserProfile } from '../support/browser-profile';

/**
 * The browser's database shared by every tab (docs/decisions/010-one-fake-backend-for-every-tab.md), over
 * fake-indexeddb and a Web Locks stand-in that grants the lock in turn. "Another tab" is a commit made to the
 * store directly, as another tab's section makes it. Each test opens a new store (the DOM setup resets the
 * database between tests, as no browser does) and puts the in-memory section back after it, for the next file.
 */

const MEMBER = '1';
let store: BrowserStore;

async function storedMember(userId: string): Promise<StoredRecord & { record: { bio: string } }> {
  const row = (await store.records()).find((stored) => stored.collection === 'members' && (stored.record as { user_id: string }).user_id === userId);
  if (!row) throw new Error(`member ${userId} is not stored`);
  return row as StoredRecord & { record: { bio: string } };
}

/** Promise.withResolvers, which Node 20 lacks. */
function withResolvers() {
  let resolve = () => {};
  const promise = new Promise<void>((settle) => (resolve = settle));
  return { promise, resolve };
}

/** The state another tab commits next: the version after the store's. */
async function anotherTabsNext() {
  return { version: ((await store.state())?.version ?? 0) + 1, seed: DEFAULT_SEED, clockOffsetMs: 0 };
}

let shared: SharedDatabase;
let memoryUploads: UploadStore;

beforeEach(async () => {
  // A new browser profile: no store yet.
  openBrowserProfile();
  // A demo saved by an earlier build, with one change of the member's: it moves over at the first visit.
  await resetToSeed(DEFAULT_SEED);
  await updateMember(MEMBER, (member) => void (member.bio = 'Saved by an earlier build'));
  localStorage.setItem(LEGACY_STORAGE_KEY, JSON.stringify({ version: LEGACY_VERSION, seed: DEFAULT_SEED, clockOffsetMs: 0, snapshot: takeSnapshot() }));
  store = await openBrowserStore();
  memoryUploads = setUploadStore(store.files);
  shared = await shareDatabase(store, { wantedSeed: undefined, defaultSeed: DEFAULT_SEED, pause: noPause });
});

afterEach(async () => {
  await shared.close();
  setSection((work) => work());
  setUploadStore(memoryUploads);
  leaveBrowserProfile();
});

describe('the database every tab shares', () => {
  it('moves a state saved by an earlier build over once, every record of it, and removes the old key', async () => {
    expect(localStorage.getItem(LEGACY_STORAGE_KEY)).toBeNull();
    expect((await storedMember(MEMBER)).record.bio).toBe('Saved by an earlier build');
    expect((await store.records()).filter((row) => row.collection === 'messages')).toHaveLength(db.messages.count());
  });

  it('stores what a unit of work changed before the unit ends', async () => {
    await inSection(() => updateMember(MEMBER, (member) => void (member.bio = 'Changed in this tab')));
    expect((await storedMember(MEMBER)).record.bio).toBe('Changed in this tab');
  });

  it("reads another tab's change at its next unit of work once that tab says it committed", async () => {
    const row = await storedMember(MEMBER);
    const next = await anotherTabsNext();
    await store.commit([{ ...row, record: { ...row.record, bio: 'Changed in another tab' } }], next);
    expect(memberById(MEMBER)?.bio).toBe('Saved by an earlier build');
    new BroadcastChannel(VERSIONS_CHANNEL).postMessage({ version: next.version });
    await vi.waitFor(async () => expect(await inSection(() => memberById(MEMBER)?.bio)).toBe('Changed in another tab'));
    expect(db.members.all().filter((member) => member.user_id === MEMBER)).toHaveLength(1);
  });

  it("keeps both of two changes made to one record in turn, even when the other tab's word has not come yet", async () => {
    const row = await storedMember(MEMBER);
    await store.commit([{ ...row, record: { ...row.record, job: 'Job from another tab' } }], await anotherTabsNext());
    // Unheard: the work runs on a memory behind the store, its commit is refused, and it is done again on the store's state.
    await inSection(() => updateMember(MEMBER, (member) => void (member.bio = 'Bio from this tab')));
    expect((await storedMember(MEMBER)).record).toMatchObject({ bio: 'Bio from this tab', job: 'Job from another tab' });
    expect(memberById(MEMBER)).toMatchObject({ bio: 'Bio from this tab', job: 'Job from another tab' });
  });

  it("reloads every record, in each collection's order, when another tab replaced them all", async () => {
    const order = db.messages.all().map((message) => message.message_id);
    const rows = await store.records();
    const next = await anotherTabsNext();
    await store.replaceAll(rows.reverse(), { ...next, clockOffsetMs: 60_000 });
    new BroadcastChannel(VERSIONS_CHANNEL).postMessage({ version: next.version });
    await vi.waitFor(async () => expect(await inSection(() => clock.offset())).toBe(60_000));
    expect(db.messages.all().map((message) => message.message_id)).toEqual(order);
  });

  it('closes once the work in hand is stored; work asked for after the close runs on the memory alone', async () => {
    const { version = 0 } = (await store.state()) ?? {};
    const warn = vi.spyOn(console, 'warn');
    const granted = withResolvers();
    const release = withResolvers();
    const inHand = inSection(async () => {
      await updateMember(MEMBER, (member) => void (member.bio = 'Changed before the close'));
      granted.resolve();
      await release.promise;
    });
    await granted.promise;
    const closing = shared.close();
    // A call on its way at a test's end.
    const late = inSection(() => updateMember(MEMBER, (member) => void (member.bio = 'Changed after the close')));
    release.resolve();
    await Promise.all([inHand, closing, late]);
    expect(memberById(MEMBER)?.bio).toBe('Changed after the close');
    expect((await storedMember(MEMBER)).record.bio).toBe('Changed before the close');
    expect((await store.state())?.version).toBe(version + 1);
    expect(warn).not.toHaveBeenCalled();
  });

  it('undoes a change the storage has no room for, and says so', async () => {
    const before = memberById(MEMBER)?.bio;
    shared.limitRoom(10);
    await expect(inSection(() => updateMember(MEMBER, (member) => void (member.bio = 'No room for this')))).rejects.toBeInstanceOf(StorageFullError);
    await expect(uploads.keep({ name: 'a.png', type: 'image/png', bytes: new Blob([new Uint8Array(100)]) })).rejects.toBeInstanceOf(StorageFullError);
    expect(memberById(MEMBER)?.bio).toBe(before);
    expect((await storedMember(MEMBER)).record.bio).toBe(before);
    expect(await uploads.read('a.png')).toBeUndefined();
  });
});

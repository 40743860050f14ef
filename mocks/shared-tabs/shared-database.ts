import { clearDatabase, db } from '../db/database';
import { createWithKey, primaryKeyOf, recordKeysReady, storedCollection, type AnyCollection, type CollectionName } from '../db/record-keys';
import { trusted } from '../db/trusted-load';
import { isStorageFull, setUploadStore, uploads } from '../db/uploads';
import { StorageFullError, setSection, type Section } from '../lib/backend-section';
import { clock } from '../lib/clock';
import { noPause, type Pause } from '../lib/pause';
import { holdsTheDemo } from '../seed/holds-the-demo';
import { resetToSeed } from '../seed/reset-to-seed';
import { SNAPSHOT_SEED } from '../seed/seed-snapshot';
import { BehindTheStoreError, READABLE_FORMATS, type BrowserStore, type Change, type LogEntry, type SeedBase, type StoredRecord, type StoredState } from './browser-store';
import { forgetSavedState, loadSavedState } from './legacy-saved-state';
import { baseFits, baseRecords, overBase, seedBaseNow } from './seed-base';

/**
 * One fake backend for every tab of the origin, as one server is for every client
 * (docs/decisions/010-one-fake-backend-for-every-tab.md). Each tab holds the whole database in memory and
 * answers its own calls from it, but every unit of work (lib/backend-section.ts) runs as a transaction
 * across tabs: it takes the origin's lock (Web Locks), reads the changes other tabs committed since its
 * last turn (the store's numbered log), runs, and commits the records it changed before it lets go. A
 * write in one tab is what any tab reads next; two tabs writing the same record in turn both count.
 */
const LOCK = 'amora:fake-backend';
/** Where a tab says which version it committed: the others then read the store before their next work. */
export const VERSIONS_CHANNEL = 'amora:fake-backend-versions';
/** Work redone after finding the store ahead: twice is already two tabs committing within the same instant. */
const MAX_ATTEMPTS = 3;

export interface SharedDatabase {
  seed(): number;
  /** Empties the database and fills it with `seed`, for every tab. */
  reset(seed: number): Promise<void>;
  /** BrowserStore.limitRoom: this tab's writes from now on, as on a nearly full phone. */
  limitRoom(bytes: number | null): void;
  /**
   * Stops sharing once the work already asked for is done: the database's changes are no longer stored, and work
   * asked for later runs on the memory alone (a test's end; no tab of a browser closes it).
   */
  close(): Promise<void>;
}

interface Start {
  /** `?seed=N`: the stored state is used only when it is of that seed. */
  wantedSeed: number | undefined;
  defaultSeed: number;
  pause: Pause;
}

export async function shareDatabase(store: BrowserStore, { wantedSeed, defaultSeed, pause }: Start): Promise<SharedDatabase> {
  await recordKeysReady;
  setUploadStore(store.files);
  const tab = new TabDatabase(store, wantedSeed ?? defaultSeed);
  await navigator.locks.request(LOCK, () => tab.open(wantedSeed, pause));
  setSection(tab.section);
  return {
    seed: () => tab.seedInUse,
    reset: (seed) => tab.section(() => tab.replaceWithSeed(seed)),
    limitRoom: store.limitRoom,
    close: () => tab.close(),
  };
}

class TabDatabase {
  seedInUse: number;
  /** The store's version this tab's memory holds. */
  private version = 0;
  /** The clock's offset as the store last had it: a change of either side is then told apart. */
  private storedOffset = 0;
  /** The seed the stored rows are kept over (seed-base.ts), if they are: every commit keeps it in the state. */
  private base: SeedBase | undefined;
  /** Records this tab changed since its last commit, by collection. */
  private readonly changed = new Map<CollectionName, Set<string>>();
  /** Each record's place in its collection (the order lists are built in), across tabs and visits. */
  private readonly order = new Map<string, number>();
  /** The last place given: a record created later sorts after every one before it, in any tab. */
  private lastOrder = -1;
  /** While the store's records are being applied: those are no change of this tab's. */
  private applying = false;
  /** While a section's work runs: a change outside one is kept by a section of its own. */
  private working = false;
  private looseCommit: Promise<unknown> | undefined;
  private closed = false;
  /** Aborted at close: the database's hooks then no longer call this tab. */
  private readonly listening = new AbortController();
  /** The newest version another tab said it committed (over the channel): past this tab's, it catches up. */
  private heard = 0;
  private readonly channel = new BroadcastChannel(VERSIONS_CHANNEL);

  constructor(
    private readonly store: BrowserStore,
    seed: number,
  ) {
    this.seedInUse = seed;
    this.channel.onmessage = ({ data }: MessageEvent<{ version: number }>) => void (this.heard = Math.max(this.heard, data.version));
    const { signal } = this.listening;
    for (const [name, collection] of Object.entries(db) as [CollectionName, AnyCollection][]) {
      collection.hooks.on('create', ({ data }) => this.noteChange(name, data.record), { signal });
      collection.hooks.on('update', ({ data }) => this.noteChange(name, data.prevRecord), { signal });
      collection.hooks.on('delete', ({ data }) => this.noteChange(name, data.deletedRecord), { signal });
    }
  }

  /**
   * The section every call, chat event and control runs in (lib/backend-section.ts). A tab that heard of no
   * other tab's commit since its own state works at once, without reading the store; should one have come
   * first all the same, its commit finds the store ahead, and the tab reloads and does the work again.
   */
  readonly section: Section = (work) => navigator.locks.request(LOCK, () => this.run(work));

  private async run<T>(work: () => Promise<T>): Promise<T> {
    // Asked for after the close: the work is no longer shared. Neither read nor stored, nor the memory refilled from
    // this tab's store: the memory may be another tab's by now, over another store (a test's next one).
    if (this.closed) return work();
    for (let attempt = 1; ; attempt++) {
      if (this.heard > this.version) await this.catchUp();
      this.working = true;
      const outcome = await work().then(
        (value) => ({ done: true as const, value }),
        (error: unknown) => ({ done: false as const, error }),
      );
      this.working = false;
      try {
        await this.commit();
      } catch (error) {
        if (!(error instanceof BehindTheStoreError) || attempt === MAX_ATTEMPTS) throw error;
        await this.reloadAll();
        continue;
      }
      if (!outcome.done) throw outcome.error;
      return outcome.value;
    }
  }

  /** The stored state, or a saved state of the old format moved over, or the seed. */
  async open(wantedSeed: number | undefined, pause: Pause): Promise<void> {
    this.working = true;
    try {
      await this.openState(wantedSeed, pause);
    } finally {
      this.working = false;
    }
  }

  private async openState(wantedSeed: number | undefined, pause: Pause): Promise<void> {
    const state = await this.store.state();
    if (state && READABLE_FORMATS.includes(state.format) && (wantedSeed === undefined || state.seed === wantedSeed)) {
      if (!readable(state)) {
        console.warn("[fake backend] the stored demo state was kept over another build's seed: the data is seeded again");
      } else {
        await this.reloadAll(pause);
        if (holdsTheDemo()) return;
        console.warn('[fake backend] the stored demo state lacks the demo accounts or the admin settings: the data is seeded again');
      }
    }
    const saved = await loadSavedState(wantedSeed, pause);
    if (saved) {
      this.seedInUse = saved.seed;
      clock.setOffset(saved.clockOffsetMs);
      await this.replaceAll();
      forgetSavedState();
      return;
    }
    await this.replaceWithSeed(wantedSeed ?? this.seedInUse, pause);
  }

  /**
   * The default seed is stored as a base (seed-base.ts): its records are made in memory, keyed by their place,
   * and the store keeps only which snapshot at which instant, not a row each. Any other seed is stored whole.
   */
  async replaceWithSeed(seed: number, pause: Pause = noPause): Promise<void> {
    this.seedInUse = seed;
    if (seed !== SNAPSHOT_SEED) {
      await resetToSeed(seed, pause);
      await this.replaceAll();
      return;
    }
    await uploads.clear();
    const { base, records } = await seedBaseNow(pause);
    await this.fill(records, pause);
    await this.replaceAll(base);
  }

  /**
   * The memory becomes the store's state, as its next version: every record as a row, or, over a base, none
   * (the memory was just filled from it: fill() gave every record its place).
   */
  private async replaceAll(base?: SeedBase): Promise<void> {
    const rows = base ? [] : this.everyRecordPlaced();
    this.base = base;
    // At a start or a reset, the store may be ahead of the memory (another seed, another format): after either.
    const after = Math.max(this.version, (await this.store.state())?.version ?? 0);
    this.version = await this.store.replaceAll(rows, this.nextState(after));
    this.channel.postMessage({ version: this.version });
    this.storedOffset = clock.offset();
  }

  /** Every record of the memory as a row, each given its place in its collection anew. */
  private everyRecordPlaced(): StoredRecord[] {
    this.forgetChangesAndPlaces();
    const rows: StoredRecord[] = [];
    for (const [name, collection] of Object.entries(db)) {
      collection.all().forEach((record, place) => {
        const key = primaryKeyOf(record);
        this.placeOf(key, place);
        rows.push({ collection: name, key, order: place, record: { ...record } });
      });
    }
    return rows;
  }

  /** Under the lock, granted in turn: the work asked for before runs to its end, none is cut off halfway. */
  close(): Promise<void> {
    return navigator.locks.request(LOCK, () => {
      this.closed = true;
      this.channel.close();
      this.listening.abort();
    });
  }

  private noteChange(name: CollectionName, record: object): void {
    if (this.applying) return;
    const keys = this.changed.get(name) ?? new Set<string>();
    keys.add(primaryKeyOf(record));
    this.changed.set(name, keys);
    // A write no section holds (none is known to remain): kept by a section of its own, soon, so nothing is lost.
    if (!this.working) this.looseCommit ??= Promise.resolve().then(() => this.section(async () => (this.looseCommit = undefined)));
  }

  /** What this tab changed, as the store keeps it: each record's state now, or null once deleted. */
  private takeChanges(): Change[] {
    const changes: Change[] = [];
    for (const [name, keys] of this.changed) {
      const current = new Map(db[name].all().map((record) => [primaryKeyOf(record), record] as const));
      for (const key of keys) {
        const record = current.get(key);
        if (record && !this.order.has(key)) this.placeOf(key, this.lastOrder + 1);
        changes.push({ collection: name, key, order: this.order.get(key) ?? 0, record: record ? { ...record } : null });
        if (!record) this.order.delete(key);
      }
    }
    this.changed.clear();
    return changes;
  }

  /** Before the memory is replaced whole: nothing of it is a change of this tab's, and places are given anew. */
  private forgetChangesAndPlaces(): void {
    this.changed.clear();
    this.order.clear();
    this.lastOrder = -1;
  }

  private placeOf(key: string, order: number): void {
    this.order.set(key, order);
    this.lastOrder = Math.max(this.lastOrder, order);
  }

  private async commit(): Promise<void> {
    const changes = this.takeChanges();
    if (changes.length === 0 && clock.offset() === this.storedOffset) return;
    try {
      // The version after the memory's: the store refuses it if another tab committed that one first.
      this.version = await this.store.commit(changes, this.nextState(this.version));
      this.storedOffset = clock.offset();
      this.channel.postMessage({ version: this.version });
    } catch (error) {
      if (error instanceof BehindTheStoreError) throw error;
      if (!isStorageFull(error)) {
        console.warn('[fake backend] a change could not be stored: it holds in this tab until it is closed', error);
        return;
      }
      // Nothing of the work is kept, in memory either: the tab goes back to what the store holds.
      await this.reloadAll();
      throw new StorageFullError(error);
    }
  }

  /** The changes other tabs committed since this tab's last turn, applied; everything again when the log no longer has them. */
  private async catchUp(): Promise<void> {
    const state = await this.store.state();
    if (!state || state.version === this.version) return;
    const entries = state.version > this.version ? await this.store.entriesAfter(this.version) : [];
    const changes = inOrder(entries, this.version, state.version);
    if (changes) await this.apply(changes);
    else await this.reloadAll();
    this.version = state.version;
    this.seedInUse = state.seed;
    this.base = state.base;
    if (state.clockOffsetMs !== this.storedOffset) clock.setOffset((this.storedOffset = state.clockOffsetMs));
  }

  private async apply(changes: Change[]): Promise<void> {
    this.applying = true;
    try {
      for (const change of changes) {
        const collection = storedCollection(change.collection);
        if (!collection) continue;
        const existing = collection.all().find((record) => primaryKeyOf(record) === change.key);
        const next = change.record;
        if (!next) {
          if (existing) collection.delete((q) => q.where((record) => record === existing));
          this.order.delete(change.key);
          continue;
        }
        this.placeOf(change.key, change.order);
        if (!existing) await createWithKey(collection, change.key, next, trusted);
        else await collection.update((q) => q.where((record) => record === existing), { data: (draft) => replaceFields(draft, next) });
      }
    } finally {
      this.applying = false;
    }
  }

  /** The memory refilled from the store (its base, and its rows over it), in each collection's order. */
  private async reloadAll(pause: Pause = noPause): Promise<void> {
    const [state, rows] = await Promise.all([this.store.state(), this.store.rows()]);
    const base = state && readable(state) && state.base ? await baseRecords(state.base, pause) : [];
    await this.fill(overBase(base, rows), pause);
    this.version = state?.version ?? 0;
    this.base = state?.base;
    this.seedInUse = state?.seed ?? this.seedInUse;
    this.storedOffset = state?.clockOffsetMs ?? 0;
    clock.setOffset(this.storedOffset);
  }

  /** The memory emptied and filled with `records` under their keys and places, in each collection's order. */
  private async fill(records: StoredRecord[], pause: Pause): Promise<void> {
    this.applying = true;
    try {
      clearDatabase();
      this.forgetChangesAndPlaces();
      records.sort((a, b) => a.order - b.order);
      for (const row of records) {
        const collection = storedCollection(row.collection);
        if (!collection) continue;
        this.placeOf(row.key, row.order);
        await createWithKey(collection, row.key, row.record, trusted);
        await pause();
      }
    } finally {
      this.applying = false;
    }
  }

  private nextState(after: number) {
    return { version: after + 1, seed: this.seedInUse, clockOffsetMs: clock.offset(), ...(this.base ? { base: this.base } : {}) };
  }
}

/** A state this build can read: without a base, or kept over this build's snapshot. */
function readable(state: StoredState): boolean {
  return !state.base || baseFits(state.base);
}

/** The entries' changes, oldest first, when they are every step from `from` to `to` and none replaced everything. */
function inOrder(entries: LogEntry[], from: number, to: number): Change[] | null {
  if (entries.length !== to - from) return null;
  const changes: Change[] = [];
  for (const entry of entries) {
    if (!('changes' in entry)) return null;
    changes.push(...entry.changes);
  }
  return changes;
}

/** The draft becomes `next`, field by field (the collection's update checks the result against its schema). */
function replaceFields(draft: Record<string, unknown>, next: object): void {
  for (const field of Object.keys(draft)) if (!(field in next)) delete draft[field];
  Object.assign(draft, next);
}

import { noPause, type Pause } from '../lib/pause';
import { clearDatabase, db } from './database';
import { trusted } from './trusted-load';

/**
 * The whole database as plain records, and back. The browser keeps it in
 * localStorage so a reviewer's demo survives a reload; a control resets it.
 */
export type Snapshot = { [Name in keyof typeof db]?: unknown[] };

export function takeSnapshot(): Snapshot {
  return Object.fromEntries(Object.entries(db).map(([name, collection]) => [name, [...collection.all()]]));
}

/** Refills the database from a snapshot; false when a record no longer fits its schema. */
export async function restoreSnapshot(snapshot: Snapshot, pause: Pause = noPause): Promise<boolean> {
  try {
    await fill(snapshot, (record) => record, pause);
    return true;
  } catch {
    clearDatabase();
    return false;
  }
}

/**
 * Refills the database from a snapshot the fake backend made itself and a test proves valid (the
 * seed's), without checking each record again: a few milliseconds instead of a validation per record.
 * Loaded again (a unit test's reset loads the same snapshot before every test), only the collections
 * written since are refilled: of 1,660 resets in a unit run, 1,370 found none or one written (mostly the
 * sessions), and a whole refill took 20 ms. A write goes through the collection (its indexes hear of it there),
 * which puts new record objects in it (its create, its update through a draft, its delete), and the records a
 * load puts there are frozen, so nothing changes them in place: a collection that still holds the very records
 * the last load put there, in their order, is as that load left it (a look at each record's identity, not a
 * comparison of every record: docs/decisions/026-unit-run-cpu-where-it-goes.md). A first load compares nothing:
 * a host whose clock runs (the browser, the standalone server) moves the snapshot's times into a new copy at each
 * reset, and always refills.
 */
export async function loadTrustedSnapshot(snapshot: Snapshot, pause: Pause = noPause): Promise<void> {
  const last = lastTrustedLoad?.snapshot === snapshot ? lastTrustedLoad.records : undefined;
  lastTrustedLoad = undefined;
  const records = new Map<string, readonly unknown[]>();
  for (const [name, collection] of Object.entries(db)) {
    const loaded = last?.get(name);
    if (!loaded || !holdsExactly(collection.all(), loaded)) {
      collection.clear();
      await createAll(collection, snapshot[name as keyof typeof db] ?? [], trusted, pause);
      collection.all().forEach(freezeRecord);
    }
    records.set(name, [...collection.all()]);
  }
  lastTrustedLoad = { snapshot, records };
}

/** The last trusted load: its snapshot, and the record objects it left in each collection. */
let lastTrustedLoad: { snapshot: Snapshot; records: Map<string, readonly unknown[]> } | undefined;

/** The record and the lists or objects in its fields (a member's photos). */
function freezeRecord(record: unknown): void {
  if (typeof record !== 'object' || record === null) return;
  for (const value of Object.values(record)) if (typeof value === 'object' && value !== null) Object.freeze(value);
  Object.freeze(record);
}

function holdsExactly(records: readonly unknown[], loaded: readonly unknown[]): boolean {
  return records.length === loaded.length && records.every((record, index) => record === loaded[index]);
}

async function fill(snapshot: Snapshot, mark: (record: object) => object, pause: Pause): Promise<void> {
  clearDatabase();
  for (const [name, collection] of Object.entries(db)) await createAll(collection, snapshot[name as keyof typeof db] ?? [], mark, pause);
}

type AnyCollection = (typeof db)[keyof typeof db];

async function createAll(collection: AnyCollection, records: unknown[], mark: (record: object) => object, pause: Pause): Promise<void> {
  // Through the collection's create, as every record comes in: a copy, its hooks, its schema unless marked trusted.
  for (const record of records) {
    await (collection.create as (value: unknown) => Promise<unknown>)(typeof record === 'object' && record !== null ? mark(record) : record);
    await pause();
  }
}

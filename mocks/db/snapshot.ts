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
 * whose records changed since are refilled: of 1,660 resets in a unit run, 1,370 found none or one changed
 * (mostly the sessions), and a whole refill took 20 ms. A collection counts as changed when its records,
 * as JSON, differ from the snapshot's, so a record changed in place counts too. A first load compares
 * nothing: a host whose clock runs (the browser, the standalone server) moves the snapshot's times into a
 * new copy at each reset, and always refills.
 */
export async function loadTrustedSnapshot(snapshot: Snapshot, pause: Pause = noPause): Promise<void> {
  const again = lastTrustedLoad === snapshot;
  lastTrustedLoad = snapshot;
  for (const [name, collection] of Object.entries(db)) {
    const records = snapshot[name as keyof typeof db] ?? [];
    if (again && JSON.stringify(collection.all()) === asJson(records)) continue;
    collection.clear();
    await createAll(collection, records, trusted, pause);
  }
}

let lastTrustedLoad: Snapshot | undefined;
const recordsAsJson = new WeakMap<unknown[], string>();

function asJson(records: unknown[]): string {
  let json = recordsAsJson.get(records);
  if (json === undefined) recordsAsJson.set(records, (json = JSON.stringify(records)));
  return json;
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

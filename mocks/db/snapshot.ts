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
 */
export async function loadTrustedSnapshot(snapshot: Snapshot): Promise<void> {
  await fill(snapshot, trusted, noPause);
}

async function fill(snapshot: Snapshot, mark: (record: object) => object, pause: Pause): Promise<void> {
  clearDatabase();
  for (const [name, collection] of Object.entries(db)) {
    const records = snapshot[name as keyof typeof db] ?? [];
    // Through each collection's create, as every record comes in: a copy, its hooks, its schema unless marked trusted.
    for (const record of records) {
      await (collection.create as (value: unknown) => Promise<unknown>)(typeof record === 'object' && record !== null ? mark(record) : record);
      await pause();
    }
  }
}

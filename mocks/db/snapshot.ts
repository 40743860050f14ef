import { noPause, type Pause } from '../lib/pause';
import { clearDatabase, db } from './database';

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
  clearDatabase();
  try {
    for (const [name, collection] of Object.entries(db)) {
      const records = snapshot[name as keyof typeof db] ?? [];
      // Each record goes through its collection's schema again: an old snapshot that no longer fits throws.
      for (const record of records) {
        await (collection.create as (value: unknown) => Promise<unknown>)(record);
        await pause();
      }
    }
    return true;
  } catch {
    clearDatabase();
    return false;
  }
}

import type { Snapshot } from '../db/snapshot';
import type { Pause } from '../lib/pause';
import { seedSnapshotAt, snapshotIdentity } from '../seed/seed-snapshot';
import type { Change, SeedBase, StoredRecord } from './browser-store';

/**
 * The default seed as the store's base (docs/decisions/030-seed-kept-as-a-base.md). Every page holds the build's
 * snapshot of it: the store need not hold its 554 records as rows, only which snapshot and at which instant
 * the state was seeded, and the records changed since. A tab reads the base from its own snapshot, moved to that
 * instant, and the stored rows over it. Base records are keyed by their place, so every tab and visit names
 * a seeded record alike, and a change to one is found again.
 */
const BASE_KEY = 'seed:';

/** A base for the state seeded now: this build's snapshot at the fake clock's now. */
export async function seedBaseNow(pause: Pause): Promise<{ base: SeedBase; records: StoredRecord[] }> {
  const { at, snapshot } = await seedSnapshotAt(undefined, pause);
  return { base: { snapshot: snapshotIdentity(), at }, records: rowsOf(snapshot) };
}

/** Whether this build can read `base`: another build's snapshot may hold other records at the same places. */
export function baseFits(base: SeedBase): boolean {
  return base.snapshot === snapshotIdentity();
}

/** The base's records, as rows of the store, in each collection's order. */
export async function baseRecords(base: SeedBase, pause: Pause): Promise<StoredRecord[]> {
  return rowsOf((await seedSnapshotAt(base.at, pause)).snapshot);
}

function rowsOf(snapshot: Snapshot): StoredRecord[] {
  const records: StoredRecord[] = [];
  for (const [collection, seeded] of Object.entries(snapshot)) {
    seeded?.forEach((record, order) => records.push({ collection, key: `${BASE_KEY}${collection}:${order}`, order, record: record as object }));
  }
  return records;
}

/** A record of the base: its deletion is kept as a row (a tombstone), or the next read would bring it back. */
export function isBaseKey(key: string): boolean {
  return key.startsWith(BASE_KEY);
}

/** The base with the stored rows over it: a row replaces the base's record of its key, a tombstone removes it. */
export function overBase(base: readonly StoredRecord[], rows: readonly Change[]): StoredRecord[] {
  const id = (row: Change) => `${row.collection}\n${row.key}`;
  const stored = new Set(rows.map(id));
  const records = base.filter((record) => !stored.has(id(record)));
  for (const row of rows) if (row.record) records.push({ ...row, record: row.record });
  return records;
}

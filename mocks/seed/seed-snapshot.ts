import madeSnapshot from 'virtual:amora/seed-snapshot';
import { loadTrustedSnapshot, type Snapshot } from '../db/snapshot';
import { clock } from '../lib/clock';
import { fromFixtureTokens } from '../lib/photos';
import { shiftTimes } from './shift-times';

/** The seed the build's snapshot holds. */
export const SNAPSHOT_SEED = madeSnapshot.seed;

/**
 * Fills the database with the default seed, as the generators would make it now, from the snapshot
 * the build made: no generator runs, no record is validated again (a test proves the two equal).
 */
export async function loadSeedSnapshot(): Promise<void> {
  // Parsed once per host: every create copies its record, so the parsed records are never changed.
  parsed ??= JSON.parse(fromFixtureTokens(madeSnapshot.json)) as Snapshot;
  await loadTrustedSnapshot(shiftTimes(parsed, madeSnapshot.madeAt, clock.now()));
}

let parsed: Snapshot | undefined;

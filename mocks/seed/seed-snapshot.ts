import madeSnapshot from 'virtual:amora/seed-snapshot';
import { loadTrustedSnapshot, type Snapshot } from '../db/snapshot';
import { clock } from '../lib/clock';
import { noPause, type Pause } from '../lib/pause';
import { fromFixtureTokens, photosOrigin } from '../lib/photos';
import { shiftTimes } from './shift-times';

/** The seed the build's snapshot holds. */
export const SNAPSHOT_SEED = madeSnapshot.seed;

/**
 * Fills the database with the default seed, as the generators would make it now, from the snapshot
 * the build made: no generator runs, no record is validated again (a test proves the two equal). `pause`
 * comes between its steps and its records (the demo's start: mocks/browser.ts).
 */
export async function loadSeedSnapshot(pause: Pause = noPause): Promise<void> {
  // Parsed once per host and photo origin (the photos' URLs are written in): every create copies its
  // record, so the parsed records are never changed.
  if (parsed?.origin !== photosOrigin()) {
    parsed = { origin: photosOrigin(), snapshot: JSON.parse(fromFixtureTokens(madeSnapshot.json)) as Snapshot };
    await pause();
  }
  const movedToNow = shiftTimes(parsed.snapshot, madeSnapshot.madeAt, clock.now());
  await pause();
  await loadTrustedSnapshot(movedToNow, pause);
}

let parsed: { origin: string; snapshot: Snapshot } | undefined;

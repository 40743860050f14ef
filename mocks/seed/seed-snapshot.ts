import madeSnapshot from 'virtual:amora/seed-snapshot';
import { loadTrustedSnapshot, type Snapshot } from '../db/snapshot';
import { clock } from '../lib/clock';
import { noPause, type Pause } from '../lib/pause';
import { fromFixtureTokens, photosOrigin } from '../lib/photos';
import { stableHash } from '../lib/stable-hash';
import { shiftTimes } from './shift-times';

/** The seed the build's snapshot holds. */
export const SNAPSHOT_SEED = madeSnapshot.seed;

/**
 * Fills the database with the default seed, as the generators would make it now, from the snapshot
 * the build made: no generator runs, no record is validated again (a test proves the two equal). `pause`
 * comes between its steps and its records (the demo's start: mocks/browser.ts).
 */
export async function loadSeedSnapshot(pause: Pause = noPause): Promise<void> {
  const { snapshot } = await seedSnapshotAt(undefined, pause);
  await loadTrustedSnapshot(snapshot, pause);
}

/**
 * The default seed's records as the generators would make them at `at` (the fake clock's epoch ms; its now
 * when not given, read once the snapshot is parsed). The same instant gives the same records, in any tab.
 */
export async function seedSnapshotAt(at: number | undefined, pause: Pause = noPause): Promise<{ at: number; snapshot: Snapshot }> {
  // Parsed once per host and photo origin (the photos' URLs are written in): every create copies its
  // record, so the parsed records are never changed.
  if (parsed?.origin !== photosOrigin()) {
    parsed = { origin: photosOrigin(), snapshot: JSON.parse(fromFixtureTokens(madeSnapshot.json)) as Snapshot };
    await pause();
  }
  const instant = at ?? clock.now();
  const snapshot = shiftTimes(parsed.snapshot, madeSnapshot.madeAt, instant);
  await pause();
  return { at: instant, snapshot };
}

/**
 * Which snapshot this build holds: records kept as changes over one build's snapshot mean nothing over
 * another's (shared-tabs/seed-base.ts). Hashed once per page, when first asked.
 */
export function snapshotIdentity(): string {
  identity ??= `${madeSnapshot.seed}-${madeSnapshot.madeAt}-${stableHash(madeSnapshot.json).toString(36)}`;
  return identity;
}

let parsed: { origin: string; snapshot: Snapshot } | undefined;
let identity: string | undefined;

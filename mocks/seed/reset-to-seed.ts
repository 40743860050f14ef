import { uploads } from '../db/uploads';
import type { Pause } from '../lib/pause';
import { DEFAULT_SEED } from './default-seed';
import { isRecordedSeedNumber } from './recorded/recorded-seed-name';
import { recordedSeedNameOf } from './recorded/recorded-seeds';
import { loadSeedSnapshot, SNAPSHOT_SEED } from './seed-snapshot';

/**
 * Empties the database (and forgets uploaded files) and fills it with a seed's data: the default seed from the build's snapshot
 * (milliseconds), a recorded seed from its file (fixtures/recorded/, loaded only then), any other by running
 * the generators, which are loaded only then.
 */
export async function resetToSeed(seed: number = DEFAULT_SEED, pause?: Pause): Promise<void> {
  await uploads.clear();
  if (seed === SNAPSHOT_SEED) return loadSeedSnapshot(pause);
  const recorded = isRecordedSeedNumber(seed) ? recordedSeedNameOf(seed) : undefined;
  if (recorded !== undefined) {
    const { loadRecordedSeed } = await import('./recorded/load-recorded-seed');
    return loadRecordedSeed(recorded, pause);
  }
  const { seedDatabase } = await import('./seed-database');
  await seedDatabase(seed, { pause });
}

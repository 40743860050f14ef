import { clearDatabase } from '../db/database';
import { takeSnapshot } from '../db/snapshot';
import { clock } from '../lib/clock';
import { toFixtureTokens } from '../lib/photos';
import { DEFAULT_SEED, SNAPSHOT_MADE_AT } from './default-seed';
import { seedDatabase } from './seed-database';

/**
 * Runs the generators once for the default seed, at a fixed instant, and answers the records for
 * the build (scripts/vite/seed-snapshot-plugin.ts): the demo, the dev server, the tests and the
 * standalone server then load them instead of generating them.
 */
export async function makeSeedSnapshot(): Promise<{ seed: number; madeAt: number; json: string }> {
  clock.freeze(SNAPSHOT_MADE_AT);
  try {
    await seedDatabase(DEFAULT_SEED);
    return { seed: DEFAULT_SEED, madeAt: SNAPSHOT_MADE_AT, json: toFixtureTokens(JSON.stringify(takeSnapshot())) };
  } finally {
    clearDatabase();
    clock.reset();
  }
}

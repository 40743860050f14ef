import { setupServer } from 'msw/node';
import { sentMessages } from './fakes/side-effects';
import { clock } from './lib/clock';
import { handlers } from './handlers';
import { DEFAULT_SEED, SNAPSHOT_MADE_AT } from './seed/default-seed';
import { resetToSeed } from './seed/reset-to-seed';

/** The fake backend in Node, for Vitest: unhandled requests are errors there. */
export const server = setupServer(...handlers);

/** A fixed instant, so seeded dates are the same on every test run: the snapshot's own, so it loads unmoved. */
export const TEST_NOW = SNAPSHOT_MADE_AT;

/** Back to the seeded state: every test starts from the same database. */
export async function resetDatabase(seed: number = DEFAULT_SEED): Promise<void> {
  clock.freeze(TEST_NOW);
  sentMessages.clear();
  await resetToSeed(seed);
}

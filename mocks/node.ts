import { setupServer } from 'msw/node';
import { sentMessages } from './fakes/side-effects';
import { clock } from './lib/clock';
import { handlers } from './handlers';
import { DEFAULT_SEED, seedDatabase } from './seed/seed-database';

/** The fake backend in Node, for Vitest: unhandled requests are errors there. */
export const server = setupServer(...handlers);

/** A fixed instant, so seeded dates are the same on every test run. */
export const TEST_NOW = Date.UTC(2026, 10, 1, 12, 0, 0);

/** Back to the seeded state: every test starts from the same database. */
export async function resetDatabase(seed: number = DEFAULT_SEED): Promise<void> {
  clock.freeze(TEST_NOW);
  sentMessages.clear();
  await seedDatabase(seed);
}

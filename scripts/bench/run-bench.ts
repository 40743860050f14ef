import { setupServer } from 'msw/node';
import { createApiClient, type ApiClient } from '@/shared/api/client';
import { handlers } from '@mocks/handlers';
import { db } from '@mocks/db/database';
import { clock } from '@mocks/lib/clock';
import { DEMO_PASSWORD, demoAccounts } from '@mocks/seed/demo-accounts';
import { DEFAULT_SEED } from '@mocks/seed/default-seed';
import { resetToSeed } from '@mocks/seed/reset-to-seed';
import { seedDatabase } from '@mocks/seed/seed-database';
import { chatListCost, LONG_CHAT_MESSAGES } from './chat-list-cost';

/**
 * Seeds 1,000, 10,000 and 100,000 people and times the seeding and the calls
 * that scan the most, through the real client and msw/node as the app would
 * send them. Target: at 10,000 people each call's median is at most 20 ms, and
 * cost grows no worse than linearly.
 */
const SIZES = [1_000, 10_000, 100_000];
const RUNS = 15;
const BASE = 'http://bench.local/api/';

export async function runBench({ onlyChatList = false } = {}): Promise<void> {
  const server = setupServer(...handlers);
  server.listen({ onUnhandledRequest: 'error' });
  clock.freeze(Date.UTC(2026, 10, 1, 12));
  console.log(`The chat calls with ${LONG_CHAT_MESSAGES.toLocaleString('en')} messages in one chat, beside a fresh chat (default seed, medians of 30):`);
  printTable(await chatListCost(signedInClient, median));
  if (onlyChatList) {
    server.close();
    return;
  }
  console.log('');
  const rows: string[][] = [];

  const demoSeedMs = await time(() => seedDatabase(DEFAULT_SEED));
  console.log(`demo seed (300 people) by the generators: ${demoSeedMs.toFixed(0)} ms`);
  // What every host does instead: the build's snapshot, first load (the JSON parsed) and resets after it.
  const firstLoadMs = await time(() => resetToSeed(DEFAULT_SEED));
  console.log(`the same from the build's snapshot: first load ${firstLoadMs.toFixed(1)} ms, then medians of ${RUNS}:`);
  // A unit test's reset: the same instant, and the test wrote to a collection or two (here a like).
  const afterWrite = await median(async () => {
    await db.likes.create({ from_id: '1', to_id: '2', type: 'like', at: clock.now() });
    await resetToSeed(DEFAULT_SEED);
  });
  // The demo's reset control: another instant, so every collection is refilled with its times moved.
  const atAnotherInstant = await median(() => {
    clock.freeze(clock.now() + 1000);
    return resetToSeed(DEFAULT_SEED);
  });
  console.log(`  reset after a write ${afterWrite.toFixed(1)} ms, reset at another instant ${atAnotherInstant.toFixed(1)} ms`);

  for (const people of SIZES) {
    const seedMs = await time(() => seedDatabase(42, { people }));
    const { client, userId } = await signedInClient();
    const medians = {
      'webgetpeople (filter)': await median(() => client.call('webgetpeople', { user_id: userId, timestamp: String(clock.now()), limit: '20' })),
      'webfriendslist (search)': await median(() => client.call('webfriendslist', { user_id: userId, limit: '8', search_key: 'a' })),
      webgetchat: await median(() =>
        client.call('webgetchat', { user_id: userId, search_key: '', sort: 'all', timestamp: String(clock.now()), limit: '8' }),
      ),
    };
    rows.push([people.toLocaleString('en'), `${seedMs.toFixed(0)} ms`, ...Object.values(medians).map((ms) => `${ms.toFixed(1)} ms`)]);
    if (rows.length === 1) rows.unshift(['people', 'seed', ...Object.keys(medians)]);
  }
  server.close();
  printTable(rows);
}

async function signedInClient(): Promise<{ client: ApiClient; userId: string }> {
  let token: string | null = null;
  const client = createApiClient({ baseUrl: BASE, getToken: () => token, getLanguage: () => 'en' });
  const { peoples } = await client.call('webemaillogin', { email: demoAccounts.regular.email, password: DEMO_PASSWORD });
  token = peoples.token;
  // The regular member's seeded filter applies: ages 18 to 80, everyone, within 100 km.
  return { client, userId: peoples.user_id };
}

async function time(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

async function median(work: () => Promise<unknown>, runs = RUNS): Promise<number> {
  await work(); // warm-up
  const samples: number[] = [];
  for (let run = 0; run < runs; run++) samples.push(await time(work));
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)] ?? 0;
}

function printTable(rows: string[][]): void {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  for (const [index, row] of rows.entries()) {
    console.log(row.map((cell, column) => cell.padStart(widths[column] ?? 0)).join('  '));
    if (index === 0) console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  }
}

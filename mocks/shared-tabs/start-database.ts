import type { Pause } from '../lib/pause';
import { resetToSeed } from '../seed/reset-to-seed';
import { openBrowserStore } from './browser-store';
import { relayChatAcrossTabs } from './chat-relay';
import { shareDatabase, type SharedDatabase } from './shared-database';

/**
 * The demo's database: shared by every tab of the origin and kept in IndexedDB (shared-database.ts); or,
 * in a browser that has no IndexedDB or Web Locks for this page (a private window of some browsers, a
 * page not served over https or from localhost), this tab's own, seeded at each load, as it says.
 */
export async function startDatabase(start: { wantedSeed: number | undefined; defaultSeed: number; pause: Pause }): Promise<SharedDatabase> {
  const store = typeof navigator.locks?.request === 'function' ? await openBrowserStore().catch(() => undefined) : undefined;
  if (!store) return tabOnlyDatabase(start.wantedSeed ?? start.defaultSeed, start.pause);
  // Kept unless the browser must make room; refused or unanswered, it changes nothing here.
  void navigator.storage?.persist?.().catch(() => false);
  relayChatAcrossTabs();
  return shareDatabase(store, start);
}

async function tabOnlyDatabase(firstSeed: number, pause: Pause): Promise<SharedDatabase> {
  console.warn('[fake backend] this browser offers no IndexedDB or Web Locks here: the demo lives in this tab only, until it is closed');
  let seed = firstSeed;
  await resetToSeed(seed, pause);
  return {
    seed: () => seed,
    async reset(next) {
      seed = next;
      await resetToSeed(seed);
    },
    // Nothing is stored: there is no room to limit, nothing to stop.
    limitRoom: () => undefined,
    close: async () => undefined,
  };
}

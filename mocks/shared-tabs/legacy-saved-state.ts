import { z } from 'zod';
import { restoreSnapshot, type Snapshot } from '../db/snapshot';
import { holdsTheDemo } from '../seed/holds-the-demo';
import type { Pause } from '../lib/pause';

/**
 * Where the browser kept the fake backend before the shared store (browser-store.ts): the whole database
 * as one JSON text in localStorage. A state saved there is read once, moved into the store, and removed
 * (shared-database.ts). The version changed when the records' shapes did, so an old snapshot is dropped
 * rather than misread.
 */
export const LEGACY_STORAGE_KEY = 'amora:fake-backend';
/** 3: passwords kept hashed (password_hash) and the count of wrong guesses (failedAttempts). */
export const LEGACY_VERSION = 3;
/** The controls move the clock by hours and days; ten years covers every demo and refuses 1e308. */
const MAX_CLOCK_OFFSET_MS = 10 * 365 * 24 * 60 * 60 * 1000;

/**
 * The saved envelope. Each record of the snapshot is checked again by its
 * collection's schema on restore; this checks the rest, so a hand-edited or
 * corrupted entry ("NaN" for the clock, an empty snapshot) reseeds instead of
 * breaking the demo silently.
 */
const storedState = z.object({
  version: z.literal(LEGACY_VERSION),
  seed: z.number().int().nonnegative(),
  clockOffsetMs: z.number().int().min(-MAX_CLOCK_OFFSET_MS).max(MAX_CLOCK_OFFSET_MS),
  snapshot: z.record(z.string(), z.array(z.unknown())),
});

export interface RestoredState {
  seed: number;
  clockOffsetMs: number;
}

/**
 * Restores the state saved in localStorage for this seed (any seed when none is asked), or
 * answers null, warning when a saved state was there but did not hold.
 */
export async function loadSavedState(wantedSeed: number | undefined, pause?: Pause): Promise<RestoredState | null> {
  const raw = readRaw();
  if (raw === null) return null;
  const parsed = storedState.safeParse(raw);
  if (!parsed.success) return discard('it does not have the expected shape');
  const stored = parsed.data;
  if (wantedSeed !== undefined && stored.seed !== wantedSeed) return null;
  if (!(await restoreSnapshot(stored.snapshot as Snapshot, pause))) return discard('a record no longer fits its schema');
  if (!holdsTheDemo()) return discard('the demo accounts or the admin settings are missing');
  return { seed: stored.seed, clockOffsetMs: stored.clockOffsetMs };
}

export function forgetSavedState(): void {
  localStorage.removeItem(LEGACY_STORAGE_KEY);
}

function discard(reason: string): null {
  console.warn(`[fake backend] the saved demo state was dropped and the data seeded again: ${reason}`);
  forgetSavedState();
  return null;
}

function readRaw(): unknown {
  const raw = localStorage.getItem(LEGACY_STORAGE_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

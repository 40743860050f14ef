import { z } from 'zod';
import { db } from '../db/database';
import { restoreSnapshot, takeSnapshot, type Snapshot } from '../db/snapshot';
import { demoAccounts } from '../seed/demo-accounts';
import type { Pause } from './pause';

/**
 * Where the browser keeps the fake backend between reloads. The version changes
 * when the records' shapes do, so an old snapshot is dropped rather than misread.
 */
const STORAGE_KEY = 'amora:fake-backend';
/** 3: passwords kept hashed (password_hash) and the count of wrong guesses (failedAttempts). */
const VERSION = 3;
const SAVE_DELAY_MS = 150;
/** The controls move the clock by hours and days; ten years covers every demo and refuses 1e308. */
const MAX_CLOCK_OFFSET_MS = 10 * 365 * 24 * 60 * 60 * 1000;

/**
 * The saved envelope. Each record of the snapshot is checked again by its
 * collection's schema on restore; this checks the rest, so a hand-edited or
 * corrupted entry ("NaN" for the clock, an empty snapshot) reseeds instead of
 * breaking the demo silently.
 */
const storedState = z.object({
  version: z.literal(VERSION),
  seed: z.number().int().nonnegative(),
  clockOffsetMs: z.number().int().min(-MAX_CLOCK_OFFSET_MS).max(MAX_CLOCK_OFFSET_MS),
  snapshot: z.record(z.string(), z.array(z.unknown())),
});

export interface RestoredState {
  seed: number;
  clockOffsetMs: number;
}

/**
 * Restores the last saved state for this seed (any seed when none is asked), or
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

let timer: ReturnType<typeof setTimeout> | undefined;

/** Saves soon: many calls in a burst make one write. */
export function scheduleSave(state: () => RestoredState): void {
  clearTimeout(timer);
  timer = setTimeout(() => saveNow(state()), SAVE_DELAY_MS);
}

export function saveNow(state: RestoredState): void {
  clearTimeout(timer);
  const stored: z.infer<typeof storedState> = { version: VERSION, ...state, snapshot: takeSnapshot() };
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(stored));
  } catch (error) {
    // A full storage (many uploaded photos) must not break the demo: it only stops surviving reloads.
    console.warn('[fake backend] could not save the database', error);
  }
}

export function forgetSavedState(): void {
  clearTimeout(timer);
  localStorage.removeItem(STORAGE_KEY);
}

/** The fixed demo accounts and the admin settings every screen reads: without them the demo cannot work. */
function holdsTheDemo(): boolean {
  const ids = new Set(db.members.all().map((member) => member.user_id));
  return Object.values(demoAccounts).every((account) => ids.has(account.user_id)) && db.adminSettings.all().length > 0;
}

function discard(reason: string): null {
  console.warn(`[fake backend] the saved demo state was dropped and the data seeded again: ${reason}`);
  forgetSavedState();
  return null;
}

function readRaw(): unknown {
  const raw = localStorage.getItem(STORAGE_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

import { restoreSnapshot, takeSnapshot, type Snapshot } from '../db/snapshot';

/**
 * Where the browser keeps the fake backend between reloads. The version changes
 * when the records' shapes do, so an old snapshot is dropped rather than misread.
 */
const STORAGE_KEY = 'amora:fake-backend';
const VERSION = 1;
const SAVE_DELAY_MS = 150;

interface Stored {
  version: number;
  seed: number;
  clockOffsetMs: number;
  snapshot: Snapshot;
}

export interface RestoredState {
  seed: number;
  clockOffsetMs: number;
}

/** Restores the last saved state for this seed (any seed when none is asked), or answers null. */
export async function loadSavedState(wantedSeed: number | undefined): Promise<RestoredState | null> {
  const stored = readStored();
  if (!stored || stored.version !== VERSION) return null;
  if (wantedSeed !== undefined && stored.seed !== wantedSeed) return null;
  return (await restoreSnapshot(stored.snapshot)) ? { seed: stored.seed, clockOffsetMs: stored.clockOffsetMs } : null;
}

let timer: ReturnType<typeof setTimeout> | undefined;

/** Saves soon: many calls in a burst make one write. */
export function scheduleSave(state: () => RestoredState): void {
  clearTimeout(timer);
  timer = setTimeout(() => saveNow(state()), SAVE_DELAY_MS);
}

export function saveNow(state: RestoredState): void {
  clearTimeout(timer);
  const stored: Stored = { version: VERSION, ...state, snapshot: takeSnapshot() };
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

function readStored(): Stored | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as Stored) : null;
  } catch {
    return null;
  }
}

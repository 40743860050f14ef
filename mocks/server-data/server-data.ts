import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { clearDatabase, db } from '../db/database';
import { restoreSnapshot, takeSnapshot, type Snapshot } from '../db/snapshot';
// Renamed here: React's lint takes any `use…` call for a hook.
import { setUploadStore as installUploadStore } from '../db/uploads';
import { clock } from '../lib/clock';
import { DEFAULT_SEED } from '../seed/default-seed';
import { resetToSeed } from '../seed/reset-to-seed';
import { syncFolder, writeFileAtomically } from './atomic-write';
import { folderUploadStore } from './folder-uploads';
import { createSaveQueue } from './save-queue';
import { FILES_FOLDER, readSavedState, removeLeftovers, ServerDataProblem, STATE_FILE, stateToSave } from './state-file';

/**
 * The standalone server's data folder (MOCK_SERVER_DATA, docs/decisions/009-server-data.md): the database
 * restored from it at start (or seeded, then saved into it), every change saved back, the uploads kept in it.
 */
export interface ServerData {
  folder: string;
  seed: number;
  /** When the restored state was saved; null when the folder held none and the data was seeded. */
  restoredSavedAt: string | null;
  /** Resolves once every change made so far is on the disk: a call's answer waits for it. */
  saved(): Promise<void>;
  /** Stops following the database and saves what is left. */
  close(): Promise<void>;
}

/** A change nobody waits for (the chat socket's, a simulated partner's) is saved this long after. */
const SAVE_DELAY_MS = 100;

export async function openServerData({ folder, origin, seed }: { folder: string; origin: string; seed: number | undefined }): Promise<ServerData> {
  const saved = await readSavedState(folder, origin);
  if (saved && seed !== undefined && saved.seed !== seed) {
    throw new ServerDataProblem(folder, `it holds the data of seed ${saved.seed}, and MOCK_SERVER_SEED asks for seed ${seed}`);
  }
  // First, as it may refuse: the folder is touched only once its state is known to hold.
  if (saved) await restoreOrExplain(folder, saved.snapshot);
  await mkdir(join(folder, FILES_FOLDER), { recursive: true });
  await syncFolder(folder);
  await removeLeftovers(folder);
  // Before seeding: a seed that clears the uploads clears this folder's.
  installUploadStore(folderUploadStore(join(folder, FILES_FOLDER)));
  const dataSeed = saved?.seed ?? seed ?? DEFAULT_SEED;
  if (saved) clock.setOffset(saved.clockOffsetMs);
  else await resetToSeed(dataSeed);

  const statePath = join(folder, STATE_FILE);
  const queue = createSaveQueue(
    // The state is read here, synchronously, when the save begins (save-queue.ts).
    () => writeFileAtomically(statePath, stateToSave({ seed: dataSeed, clockOffsetMs: clock.offset(), origin, snapshot: takeSnapshot() })),
    SAVE_DELAY_MS,
    (error) => console.error(`[mock server] could not save the data to ${folder}; the next change tries again:`, error),
  );
  const unfollow = followChanges(() => queue.changed());
  if (!saved) {
    // Seeded: saved before the first call, so a crash before any write still restarts on this data (and an
    // unwritable folder stops the start here, not at the first call).
    queue.changed();
    await queue.saved();
  }

  return {
    folder,
    seed: dataSeed,
    restoredSavedAt: saved?.savedAt ?? null,
    saved: () => queue.saved(),
    async close() {
      unfollow();
      queue.stop();
      await queue.saved();
    },
  };
}

/** Calls `onChange` after each create, update or delete in any collection, until the answer is called. */
function followChanges(onChange: () => void): () => void {
  const changes = ['create', 'update', 'delete'] as const;
  for (const collection of Object.values(db)) for (const change of changes) collection.hooks.on(change, onChange);
  return () => {
    for (const collection of Object.values(db)) for (const change of changes) collection.hooks.removeListener(change, onChange);
  };
}

/** Restores the records, or throws naming the first that no longer fits its collection's schema. */
async function restoreOrExplain(folder: string, snapshot: Snapshot): Promise<void> {
  if (await restoreSnapshot(snapshot)) return;
  const unfit = await firstUnfitRecord(snapshot);
  throw new ServerDataProblem(folder, `${STATE_FILE} holds a record that no longer fits its schema: ${unfit} (the schema's complaint is printed above)`);
}

async function firstUnfitRecord(snapshot: Snapshot): Promise<string> {
  try {
    for (const [name, collection] of Object.entries(db)) {
      const records = snapshot[name as keyof typeof db] ?? [];
      for (const [index, record] of records.entries()) {
        const fits = await (collection.create as (value: unknown) => Promise<unknown>)(record).then(
          () => true,
          () => false,
        );
        if (!fits) return `${name} #${index + 1}${describeRecord(record)}`;
      }
    }
    return 'none alone (the records clash together)';
  } finally {
    clearDatabase();
  }
}

/** The record's first field (its id in every collection), to find it in the file. */
function describeRecord(record: unknown): string {
  const [first] = typeof record === 'object' && record !== null ? Object.entries(record) : [];
  return first ? ` (${first[0]} ${JSON.stringify(first[1])})` : '';
}

import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { TEMPORARY_PREFIX } from './atomic-write';

/**
 * The standalone server's saved state, `<MOCK_SERVER_DATA>/state.json`: the whole database with what it
 * needs to go on where it stopped (its seed, how far the controls moved the clock, the origin its URLs name).
 */
export const STATE_FILE = 'state.json';
/** Where the uploaded files are kept (folder-uploads.ts). */
export const FILES_FOLDER = 'files';

/** Changes when the envelope does; a record's own shape is checked by its collection's schema on restore. */
const VERSION = 1;
/** The controls move the clock by hours and days; ten years covers every demo. */
const MAX_CLOCK_OFFSET_MS = 10 * 365 * 24 * 60 * 60 * 1000;

const savedState = z.object({
  format: z.literal('amora-mock-server-data'),
  version: z.literal(VERSION),
  seed: z.number().int().nonnegative(),
  clockOffsetMs: z.number().int().min(-MAX_CLOCK_OFFSET_MS).max(MAX_CLOCK_OFFSET_MS),
  /** The server's origin when saved: the records' photo and upload URLs start with it. */
  origin: z.string(),
  savedAt: z.string(),
  snapshot: z.record(z.string(), z.array(z.unknown())),
});

export type SavedState = z.infer<typeof savedState>;

export function stateToSave(state: Omit<SavedState, 'format' | 'version' | 'savedAt'>): string {
  const saved: SavedState = { format: 'amora-mock-server-data', version: VERSION, savedAt: new Date().toISOString(), ...state };
  return JSON.stringify(saved);
}

/**
 * A data folder whose state cannot be restored. The server then refuses to start rather than seed over a
 * team's data (docs/decisions/009-server-data.md): the message says what is wrong and how to start fresh.
 */
export class ServerDataProblem extends Error {
  constructor(folder: string, what: string) {
    super(
      `MOCK_SERVER_DATA=${folder}: ${what}.\n` +
        'The server did not start and left the folder as it was. To start fresh from the seed, move the folder away ' +
        `(for example: mv '${folder}' '${folder}.old') and start again; to keep this data, start the version of the code that saved it.`,
    );
    this.name = 'ServerDataProblem';
  }
}

/**
 * The state saved in `folder`, its URLs moved to `origin` if the server now listens elsewhere (another
 * port); null when the folder holds none yet. A state that does not hold throws a ServerDataProblem.
 */
export async function readSavedState(folder: string, origin: string): Promise<SavedState | null> {
  const text = await readStateText(folder);
  if (text === null) return null;
  const saved = parseState(folder, text);
  if (saved.origin === origin) return saved;
  // Only whole URLs move: a JSON string that starts with the old origin and a slash.
  return { ...parseState(folder, text.replaceAll(`"${saved.origin}/`, `"${origin}/`)), origin };
}

async function readStateText(folder: string): Promise<string | null> {
  const found = await stat(folder).catch((error: unknown) => {
    if ((error as { code?: unknown }).code === 'ENOENT') return null;
    throw error;
  });
  if (found === null) return null;
  if (!found.isDirectory()) throw new ServerDataProblem(folder, 'this is a file, not a folder: the server keeps its state and the uploaded files in a folder');
  return readFile(join(folder, STATE_FILE), 'utf8').catch((error: unknown) => {
    if ((error as { code?: unknown }).code === 'ENOENT') return null;
    throw new ServerDataProblem(folder, `${STATE_FILE} cannot be read (${error instanceof Error ? error.message : String(error)})`);
  });
}

function parseState(folder: string, text: string): SavedState {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new ServerDataProblem(folder, `${STATE_FILE} is not valid JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  const parsed = savedState.safeParse(raw);
  if (!parsed.success) {
    throw new ServerDataProblem(folder, `${STATE_FILE} is not a state this version of the server saves:\n${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}

/** What a crash mid-write left behind (atomic-write.ts): never the state itself, so removed at start. */
export async function removeLeftovers(folder: string): Promise<void> {
  for (const place of [folder, join(folder, FILES_FOLDER)]) {
    const names = await readdir(place).catch(() => []);
    for (const name of names) if (name.startsWith(TEMPORARY_PREFIX)) await rm(join(place, name), { force: true });
  }
}

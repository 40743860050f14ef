import { openDB, type DBSchema, type IDBPDatabase, type IDBPTransaction } from 'idb';
import type { Upload, UploadStore } from '../db/uploads';
import { isBaseKey } from './seed-base';

/**
 * Where the browser keeps the fake backend (IndexedDB, through idb): every record as its own row, keyed by
 * its collection and primary key, written when it changes; a short log of the changes, numbered, so a tab
 * catches up with what other tabs wrote; the state's version, seed and clock; and the uploaded files as
 * bytes. docs/decisions/010-one-fake-backend-for-every-tab.md says why this shape.
 */
export const STORE_NAME = 'amora-fake-backend';
/**
 * Bumped when the records' shapes change: a store of another format is started afresh. Format 2 may keep the
 * default seed as a base (seed-base.ts) with its changed records, and its deleted ones as tombstones, over it;
 * format 1 held every record as a row, which format 2 reads as a store without a base.
 */
export const STORE_FORMAT = 2;
/** The formats this build reads. */
export const READABLE_FORMATS: readonly number[] = [1, STORE_FORMAT];
/** How many changes the log keeps at least (it is trimmed once per as many): a tab further behind reloads everything. */
const LOG_LENGTH = 500;

export interface StoredRecord {
  collection: string;
  key: string;
  /** Its place in the collection: the order its lists are built in. */
  order: number;
  record: object;
}

/** One record's new state, or null when it was deleted. */
export interface Change extends Omit<StoredRecord, 'record'> {
  record: object | null;
}

/** A numbered step of the state: some records changed, or everything was replaced (a reset, a new seed). */
export type LogEntry = { version: number; changes: Change[] } | { version: number; replaced: true };

/** The default seed as the base the rows are kept over: which build's snapshot, moved to which instant (seed-base.ts). */
export interface SeedBase {
  snapshot: string;
  at: number;
}

export interface StoredState {
  format: number;
  version: number;
  seed: number;
  clockOffsetMs: number;
  /** Absent: the rows are every record. */
  base?: SeedBase;
}

interface Schema extends DBSchema {
  records: { key: [string, string]; value: Change };
  log: { key: number; value: LogEntry };
  meta: { key: string; value: StoredState };
  files: { key: string; value: Upload };
}

const STATE_KEY = 'state';

type NextState = Omit<StoredState, 'format'>;

export interface BrowserStore {
  state(): Promise<StoredState | undefined>;
  /** The records kept as rows (over the base, if the state has one). */
  records(): Promise<StoredRecord[]>;
  /** The rows with the base's records deleted since (their tombstones: `record: null`). */
  rows(): Promise<Change[]>;
  /** The log's entries after `version`, oldest first (fewer than asked when the log no longer holds them). */
  entriesAfter(version: number): Promise<LogEntry[]>;
  /**
   * Writes the changes as `state.version`, in one transaction, if the store is still at the version before it
   * (else rejects with BehindTheStoreError); rejects (QuotaExceededError) and keeps nothing when there is no room.
   */
  commit(changes: Change[], state: NextState): Promise<number>;
  /** Replaces every record (a reset, a new seed, a saved state moved over) as `state.version`. */
  replaceAll(records: StoredRecord[], state: NextState): Promise<number>;
  files: UploadStore;
  /**
   * Leaves only `bytes` of room from now on (null: the browser's own quota), as on a phone that is nearly
   * full: a write past it fails as the browser's quota fails one. For the controls: Chromium's quota override
   * (CDP Storage.overrideQuotaForOrigin) does not reach IndexedDB in the browsers tested.
   */
  limitRoom(bytes: number | null): void;
}

export async function openBrowserStore(): Promise<BrowserStore> {
  const db = await openDB<Schema>(STORE_NAME, 1, {
    upgrade(database) {
      database.createObjectStore('records', { keyPath: ['collection', 'key'] });
      database.createObjectStore('log', { keyPath: 'version' });
      database.createObjectStore('meta');
      database.createObjectStore('files', { keyPath: 'name' });
    },
  });
  let room: number | null = null;
  const take = (bytes: number) => {
    if (room === null) return;
    if (bytes > room) throw new DOMException('The storage has no room left (limited by the controls)', 'QuotaExceededError');
    room -= bytes;
  };
  return {
    state: () => db.get('meta', STATE_KEY),
    records: async () => (await db.getAll('records')).filter(isRecord),
    rows: () => db.getAll('records'),
    entriesAfter: (version) => db.getAll('log', IDBKeyRange.lowerBound(version, true)),
    commit: (changes, state) => {
      take(JSON.stringify(changes).length);
      return nextVersion(db, state, (tx, version) => {
      const records = tx.objectStore('records');
      for (const change of changes) {
        if (change.record || isBaseKey(change.key)) void records.put(change);
        else void records.delete([change.collection, change.key]);
      }
      void tx.objectStore('log').put({ version, changes });
      });
    },
    replaceAll: (rows, state) => nextVersion(db, state, (tx, version) => {
      const records = tx.objectStore('records');
      void records.clear();
      for (const row of rows) void records.put(row);
      void tx.objectStore('log').put({ version, replaced: true });
    }),
    files: {
      put: async (upload) => {
        take(upload.bytes.size);
        await db.put('files', upload);
      },
      get: (name) => db.get('files', name),
      clear: () => db.clear('files'),
    },
    limitRoom: (bytes) => void (room = bytes),
  };
}

function isRecord(row: Change): row is StoredRecord {
  return row.record !== null;
}

type WriteTransaction = IDBPTransaction<Schema, ('records' | 'log' | 'meta')[], 'readwrite'>;

/**
 * Another tab committed the version this write meant to follow: the writer worked on a memory behind the store
 * (shared-database.ts then reloads and does its work again).
 */
export class BehindTheStoreError extends Error {
  constructor() {
    super('Another tab committed first: this tab was behind the store');
    this.name = 'BehindTheStoreError';
  }
}

async function nextVersion(
  db: IDBPDatabase<Schema>,
  state: NextState,
  write: (tx: WriteTransaction, version: number) => void,
): Promise<number> {
  const tx = db.transaction(['records', 'log', 'meta'], 'readwrite');
  const { version } = state;
  // Checked in the writing transaction itself: no other tab's commit can come between the check and the write.
  if (((await tx.objectStore('meta').get(STATE_KEY))?.version ?? 0) !== version - 1) {
    tx.abort();
    await tx.done.catch(() => undefined);
    throw new BehindTheStoreError();
  }
  write(tx, version);
  void tx.objectStore('meta').put({ format: STORE_FORMAT, ...state }, STATE_KEY);
  if (version % LOG_LENGTH === 0) void tx.objectStore('log').delete(IDBKeyRange.upperBound(version - LOG_LENGTH));
  await tx.done;
  return version;
}

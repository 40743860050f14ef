import { StorageFullError } from '../lib/backend-section';
import { photosOrigin } from '../lib/photos';

/**
 * The files members upload (profile photos, chat images), kept as bytes beside the database and served
 * at `<origin>/api/files/<name>` (handlers/files.ts), as a server keeps files apart from its rows: a record
 * holds the file's address, never its content. Each host chooses where the bytes live: memory by default
 * (Vitest), IndexedDB in the browser (lib/browser-store.ts), a folder for a standalone server given one.
 */
export interface Upload {
  /** Unique within the store, with its extension: `photo-<member>-<time>-<n>.jpg`. */
  name: string;
  /** Its media type, sent back when it is served. */
  type: string;
  bytes: Blob;
}

export interface UploadStore {
  /** Rejects with a `QuotaExceededError` DOMException when the host has no room left for it. */
  put(upload: Upload): Promise<void>;
  get(name: string): Promise<Upload | undefined>;
  clear(): Promise<void>;
}

function memoryStore(): UploadStore {
  const files = new Map<string, Upload>();
  return {
    put: async (upload) => void files.set(upload.name, upload),
    get: async (name) => files.get(name),
    clear: async () => files.clear(),
  };
}

let store: UploadStore = memoryStore();

/** The host's store (the browser's and a persisting standalone server's keep files across restarts); answers the one it replaces. */
export function setUploadStore(next: UploadStore): UploadStore {
  const previous = store;
  store = next;
  return previous;
}

export const uploads = {
  /** Keeps the file, or throws StorageFullError when the host has no room for it: the call is then refused. */
  async keep(upload: Upload): Promise<void> {
    try {
      await store.put(upload);
    } catch (error) {
      throw isStorageFull(error) ? new StorageFullError(error) : error;
    }
  },
  read: (name: string): Promise<Upload | undefined> => store.get(name),
  clear: (): Promise<void> => store.clear(),
};

/** Where uploads are served, after the host's origin ('' in the browser: the page's own). */
export const UPLOAD_PATH = '/api/files/';

export function uploadUrl(name: string): string {
  return `${photosOrigin()}${UPLOAD_PATH}${name}`;
}

/** Whether `url` is the address of an upload this host serves. */
export function isUploadUrl(url: string): boolean {
  return url.startsWith(`${photosOrigin()}${UPLOAD_PATH}`) && /^[\w.-]+$/.test(url.slice(photosOrigin().length + UPLOAD_PATH.length));
}

/** The error a store gives when the host's storage is full (the browser's quota, a full disk). */
export function isStorageFull(error: unknown): boolean {
  return error instanceof DOMException ? error.name === 'QuotaExceededError' : (error as { code?: unknown }).code === 'ENOSPC';
}

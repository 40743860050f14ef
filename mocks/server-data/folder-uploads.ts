import { mkdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Upload, UploadStore } from '../db/uploads';
import { writeFileAtomically } from './atomic-write';

/**
 * The uploads of a standalone server given a data folder (MOCK_SERVER_DATA): each file's bytes as
 * `<folder>/<name>`, its media type beside them as `<folder>/<name>.type`, each written whole
 * (atomic-write.ts) before `put` resolves, so the call that uploaded it answers only once it is on the disk.
 */
export function folderUploadStore(folder: string): UploadStore {
  return {
    async put(upload: Upload): Promise<void> {
      if (!isUploadName(upload.name)) throw new Error(`An upload's name must be letters, digits, '.', '-' or '_': ${upload.name}`);
      await mkdir(folder, { recursive: true });
      // The bytes first, then their type: `get` answers only a file that has both, so a crash between the two
      // leaves no half upload (and no record names it yet: the record is saved after the file).
      await writeFileAtomically(join(folder, upload.name), new Uint8Array(await upload.bytes.arrayBuffer()));
      await writeFileAtomically(join(folder, `${upload.name}${TYPE_SUFFIX}`), upload.type);
    },

    async get(name: string): Promise<Upload | undefined> {
      // The name comes from a URL: nothing outside the folder, no type file, no temporary file.
      if (!isUploadName(name)) return undefined;
      try {
        const [bytes, type] = await Promise.all([readFile(join(folder, name)), readFile(join(folder, `${name}${TYPE_SUFFIX}`), 'utf8')]);
        return { name, type, bytes: new Blob([new Uint8Array(bytes)], { type }) };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async clear(): Promise<void> {
      await rm(folder, { recursive: true, force: true });
      await mkdir(folder, { recursive: true });
    },
  };
}

const TYPE_SUFFIX = '.type';

function isUploadName(name: string): boolean {
  return /^\w[\w.-]*$/.test(name) && !name.endsWith(TYPE_SUFFIX);
}

function isMissing(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR';
}

import { open, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/**
 * Replaces a file so that a crash at any moment (the process killed, the machine losing power) leaves
 * either its previous content whole or its next content whole, never a mix: the content goes to a
 * temporary file beside it, which is flushed to the disk, then renamed over the file (one step for the
 * file system), and the folder is flushed so the rename itself is on the disk before this resolves.
 */
export async function writeFileAtomically(path: string, content: string | Uint8Array): Promise<void> {
  const temporary = join(dirname(path), `${TEMPORARY_PREFIX}${basename(path)}.${process.pid}.${++written}`);
  try {
    const file = await open(temporary, 'w');
    try {
      await file.writeFile(content);
      await file.sync();
    } finally {
      await file.close();
    }
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  await syncFolder(dirname(path));
}

/** A temporary file's name starts so: a crash can leave one behind, which the next start removes. */
export const TEMPORARY_PREFIX = '.writing-';

let written = 0;

/** Flushes a folder's entries (a rename, a new file) to the disk. */
export async function syncFolder(folder: string): Promise<void> {
  // Windows cannot open a folder as a file; its file system orders a rename on its own.
  if (process.platform === 'win32') return;
  const handle = await open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

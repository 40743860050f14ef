/**
 * What the project makes from its own files and keeps on disk under a hash of those files: the next process that
 * asks with the same files reads it instead of making it. Plain JavaScript so that Node runs it as it is:
 * `npm run mock-server` imports it before any TypeScript can be loaded (scripts/mock-server/built-server.mjs).
 * Types: cache-by-inputs.d.mts. Making must depend on the inputs (and `also`) only.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * A text, kept as `<folder>/<name>-<key>.js`. A kept text of other inputs is removed when a new one is kept;
 * a folder that cannot be written leaves the text made, not kept.
 */
export async function cacheByInputs({ root, inputs, folder, name, also }, make) {
  const file = resolve(root, folder, `${name}-${await inputsKey(root, inputs, also)}.js`);
  try {
    return await readFile(file, 'utf8');
  } catch {
    // Not made yet from these inputs.
  }
  const text = await make();
  await keepText(file, name, text).catch(() => undefined);
  return text;
}

/**
 * How long a kept folder of other inputs stays after its last use. A process that runs from one for longer (a
 * server loads some of its files only when first needed) marks it used more often than this (markFolderUsed).
 */
export const UNUSED_FOLDER_KEPT_MS = 60 * 60 * 1000;

/**
 * A folder of files, kept as `<folder>/<name>-<key>/`: `make` fills the empty folder it is given, which is then
 * renamed into place whole, so a process never sees a half-made one, and of two processes making the same folder at
 * once, the second to finish uses the first one's. Each use marks the folder used; other folders of the same name
 * unused for an hour are removed (not at once: a process started from one may still load its files).
 */
export async function folderByInputs({ root, inputs, folder, name, also }, make) {
  const kept = resolve(root, folder, `${name}-${await inputsKey(root, inputs, also)}`);
  if (await isFolder(kept)) {
    await markFolderUsed(kept);
    return kept;
  }
  const partial = `${kept}.${process.pid}-${randomUUID().slice(0, 8)}.partial`;
  await mkdir(partial, { recursive: true });
  try {
    await make(partial);
    await rename(partial, kept).catch(async (error) => {
      // Another process kept the same folder first: it was made from the same inputs.
      if (!(await isFolder(kept))) throw error;
    });
  } finally {
    await rm(partial, { recursive: true, force: true });
  }
  await removeUnusedFolders(dirname(kept), name, kept).catch(() => undefined);
  return kept;
}

/** Marks a kept folder used now: folderByInputs removes only those unused for UNUSED_FOLDER_KEPT_MS. */
export function markFolderUsed(folder) {
  const now = new Date();
  return utimes(folder, now, now).catch(() => undefined);
}

/** A hash of the inputs' paths and contents in a fixed order, and of `also` when given. */
export async function inputsKey(root, inputs, also) {
  const hash = createHash('sha256');
  for (const input of inputs) {
    const files = await filesOf(resolve(root, input));
    // Read side by side, hashed in order: the same key as one file after the other, in less time.
    const contents = await Promise.all(files.map((file) => readFile(file)));
    files.forEach((file, index) => {
      hash.update(`${relative(root, file)}\0`);
      hash.update(contents[index]);
    });
  }
  if (also !== undefined) hash.update(`\0also\0${also}`);
  return hash.digest('hex').slice(0, 16);
}

async function filesOf(path) {
  const entries = await readdir(path, { recursive: true, withFileTypes: true }).catch((error) => {
    if (error.code === 'ENOTDIR') return null;
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  if (entries === null) return [path];
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

function isFolder(path) {
  return stat(path).then(
    (stats) => stats.isDirectory(),
    () => false,
  );
}

/** Written whole then renamed, so a process reading beside a writer never reads half a file. */
async function keepText(file, name, text) {
  const folder = dirname(file);
  await mkdir(folder, { recursive: true });
  for (const old of await readdir(folder, { withFileTypes: true })) {
    const path = join(folder, old.name);
    if (old.isFile() && old.name.startsWith(`${name}-`) && path !== file) await rm(path, { force: true });
  }
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, text);
  await rename(partial, file);
}

/** The folders (and left-over partial ones) of `name` other than `kept`, unused for UNUSED_FOLDER_KEPT_MS. */
async function removeUnusedFolders(folder, name, kept) {
  const unusedSince = Date.now() - UNUSED_FOLDER_KEPT_MS;
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (!entry.isDirectory() || !entry.name.startsWith(`${name}-`) || path === kept) continue;
    const { mtimeMs } = await stat(path);
    if (mtimeMs < unusedSince) await rm(path, { recursive: true, force: true });
  }
}

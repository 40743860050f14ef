import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';

export interface CacheByInputs {
  /** The project's root: `inputs` and `folder` are relative to it. */
  root: string;
  /** The folders and files the text is made from: a change to any of their files makes it again. */
  inputs: string[];
  /** Where the made texts are kept, such as `node_modules/.cache/amora`. */
  folder: string;
  /** The file's name before its key: `seed-snapshot` keeps `seed-snapshot-<key>.js`. */
  name: string;
}

/**
 * A text made from the project's files, kept on disk under a hash of those files: the next process that asks for
 * it with the same files reads it instead of making it (Vitest, Storybook, each build, each standalone server and
 * each dev-server start used to make the same one). Making must depend on those files only. A kept text of other
 * inputs is removed when a new one is kept; a folder that cannot be written leaves the text made, not kept.
 */
export async function cacheByInputs({ root, inputs, folder, name }: CacheByInputs, make: () => Promise<string>): Promise<string> {
  const file = resolve(root, folder, `${name}-${await inputsKey(root, inputs)}.js`);
  try {
    return await readFile(file, 'utf8');
  } catch {
    // Not made yet from these inputs.
  }
  const text = await make();
  await keep(file, name, text).catch(() => undefined);
  return text;
}

/** A hash of the inputs' paths and contents, in a fixed order. */
async function inputsKey(root: string, inputs: string[]): Promise<string> {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const file of await filesOf(resolve(root, input))) {
      hash.update(`${relative(root, file)}\0`);
      hash.update(await readFile(file));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

async function filesOf(path: string): Promise<string[]> {
  const entries = await readdir(path, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
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

/** Written whole then renamed, so a process reading beside a writer never reads half a file. */
async function keep(file: string, name: string, text: string): Promise<void> {
  const folder = dirname(file);
  await mkdir(folder, { recursive: true });
  for (const old of await readdir(folder)) {
    if (old.startsWith(`${name}-`) && join(folder, old) !== file) await rm(join(folder, old), { force: true });
  }
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, text);
  await rename(partial, file);
}

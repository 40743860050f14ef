/** Types of cache-by-inputs.mjs. */
export interface CacheByInputs {
  /** The project's root: `inputs` and `folder` are relative to it. */
  root: string;
  /** The folders and files it is made from: a change to any of their files makes it again. */
  inputs: string[];
  /** Where the made things are kept, such as `node_modules/.cache/amora`. */
  folder: string;
  /** The name before its key: `seed-snapshot` keeps `seed-snapshot-<key>.js`. */
  name: string;
  /** What else it is made from, as text (a mode, environment variables): part of the key. */
  also?: string;
}

export function cacheByInputs(options: CacheByInputs, make: () => Promise<string>): Promise<string>;
export function folderByInputs(options: CacheByInputs, make: (into: string) => Promise<void>): Promise<string>;
export const UNUSED_FOLDER_KEPT_MS: number;
export function markFolderUsed(folder: string): Promise<void>;
export function inputsKey(root: string, inputs: string[], also?: string): Promise<string>;

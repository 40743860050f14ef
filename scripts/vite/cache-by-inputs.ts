/**
 * A text made from the project's files, kept on disk under a hash of those files: the next process that asks for
 * it with the same files reads it instead of making it (Vitest, Storybook, each build and each dev-server start used
 * to make the same one). The code is in cache-by-inputs.mjs, which Node runs without a TypeScript step: the
 * standalone mock server keeps its build of the fake backend with it (docs/decisions/027-mock-server-built-once.md).
 */
export { cacheByInputs, folderByInputs, inputsKey, markFolderUsed, UNUSED_FOLDER_KEPT_MS, type CacheByInputs } from './cache-by-inputs.mjs';

/**
 * The production and demo builds the checks look at. `npm test` makes each once (scripts/test-all.mjs) and
 * names their folder in AMORA_BUILDS (`<folder>/production`, `<folder>/demo`); the bundle check, the size
 * report and the end-to-end suite's demo server then use them instead of building again. Run alone, a
 * script builds what it needs into a temporary folder.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const BUILDS_ENV = 'AMORA_BUILDS';
const root = fileURLToPath(new URL('..', import.meta.url));

/** Builds `mode` into `outDir`, with the manifest the size report reads. */
export async function buildInto(mode, outDir) {
  const { build } = await import('vite');
  await build({ root, mode, logLevel: 'warn', build: { outDir, emptyOutDir: true, manifest: true, chunkSizeWarningLimit: 100_000 } });
}

/** The folder of the build `npm test` made for `mode`, if it made one. */
export function sharedBuild(mode) {
  const folder = process.env[BUILDS_ENV];
  return folder ? join(folder, mode) : null;
}

/** Hands `use` the folder of a build of `mode`: the shared one, or one made now and removed after. */
export async function withBuild(mode, use) {
  const shared = sharedBuild(mode);
  if (shared) return use(shared);
  const outDir = mkdtempSync(join(tmpdir(), `amora-${mode}-`));
  try {
    await buildInto(mode, outDir);
    return await use(outDir);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

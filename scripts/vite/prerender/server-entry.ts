import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type ResolvedConfig } from 'vite';

/** The app's screens rendered to HTML (runs in Node). */
const SERVER_ENTRY = 'src/app/prerender/render-page.tsx';
type ServerEntry = typeof import('../../../src/app/prerender/render-page.tsx');

/**
 * The server entry, built by Vite's SSR build from the client's own config and mode (the same
 * aliases, CSS module names and texts) into a temporary folder, then imported. `use` renders with it;
 * the folder goes once it is done (the entry loads its screens' chunks from there meanwhile).
 */
export async function withServerEntry<T>(config: ResolvedConfig, use: (entry: ServerEntry) => Promise<T>): Promise<T> {
  const outDir = mkdtempSync(join(tmpdir(), 'amora-prerender-'));
  try {
    await build({
      configFile: config.configFile,
      root: config.root,
      mode: config.mode,
      logLevel: 'warn',
      // Everything bundled: the temporary folder has no node_modules to resolve packages from.
      ssr: { noExternal: true },
      build: {
        ssr: SERVER_ENTRY,
        outDir,
        emptyOutDir: true,
        copyPublicDir: false,
        minify: false,
        // Run once in Node, never downloaded: no size to report or warn about.
        reportCompressedSize: false,
        chunkSizeWarningLimit: Number.POSITIVE_INFINITY,
        // .mjs: Node reads them as ES modules with no package.json saying so.
        rolldownOptions: { output: { entryFileNames: '[name].mjs', chunkFileNames: '[name]-[hash].mjs' } },
      },
    });
    return await use((await import(pathToFileURL(join(outDir, 'render-page.mjs')).href)) as ServerEntry);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

import { relative } from 'node:path';
import type { Rolldown } from 'vite';

interface Chunk {
  imports: string[];
  css: string[];
}

/** What the client build wrote, that the prerendered pages are made from. */
export interface ClientBuild {
  outDir: string;
  /** The built index.html: the app's shell, an empty #root. */
  shell: string;
  chunks: Map<string, Chunk>;
  /** A lazily loaded module (relative to the root) → its chunk's file. */
  lazyModules: Map<string, string>;
  /** What the entry loads anyway (its scripts and stylesheets), which a page need not link again. */
  entryFiles: Set<string>;
}

export function readClientBuild(root: string, outDir: string, bundle: Rolldown.OutputBundle): ClientBuild {
  const index = bundle['index.html'];
  if (index?.type !== 'asset' || typeof index.source !== 'string') throw new Error('prerender: the build wrote no index.html');
  const chunks = new Map<string, Chunk>();
  const lazyModules = new Map<string, string>();
  let entry: string | undefined;
  for (const output of Object.values(bundle)) {
    if (output.type !== 'chunk') continue;
    chunks.set(output.fileName, { imports: output.imports, css: [...(output.viteMetadata?.importedCss ?? [])] });
    if (output.isEntry) entry = output.fileName;
    if (output.isDynamicEntry && output.facadeModuleId) lazyModules.set(relative(root, output.facadeModuleId), output.fileName);
  }
  if (!entry) throw new Error('prerender: the build has no entry chunk');
  const entryFiles = new Set<string>();
  const add = (file: string) => {
    if (entryFiles.has(file)) return;
    entryFiles.add(file);
    const chunk = chunks.get(file);
    chunk?.css.forEach((css) => entryFiles.add(css));
    chunk?.imports.forEach(add);
  };
  add(entry);
  return { outDir, shell: index.source, chunks, lazyModules, entryFiles };
}

/**
 * What loading a lazy module adds to the entry, as Vite's own preloading fetches it: its scripts, and
 * its stylesheets in Vite's order (a chunk's imports' before its own), so the cascade is the one the
 * page gets when reached by a link inside the app.
 */
export function filesOfLazyModule(built: ClientBuild, module: string): { scripts: string[]; styles: string[] } {
  const start = built.lazyModules.get(module);
  if (!start) throw new Error(`prerender: the build does not load ${module} lazily (src/app/prerender/pages.ts names it)`);
  const scripts: string[] = [];
  const styles: string[] = [];
  const visit = (file: string) => {
    if (scripts.includes(file) || built.entryFiles.has(file)) return;
    scripts.push(file);
    const chunk = built.chunks.get(file);
    chunk?.imports.forEach(visit);
    for (const css of chunk?.css ?? []) if (!built.entryFiles.has(css) && !styles.includes(css)) styles.push(css);
  };
  visit(start);
  return { scripts, styles };
}

/**
 * What every signed-in page loads, for the frame's script to ask for as the page is parsed (docs/decisions/023-*):
 * the app shell's chunk and the adapters' (the real ports, or the demo's fake backend), with everything they import,
 * the API's contract, the route's query scope, and the shell's and member layer's texts in each language. Without
 * it they were asked for only once the entry had downloaded and run: a wave of some twenty requests after the
 * entry, which a slow link serves a few at a time. The screen's own chunk still comes with the entry's route preload.
 */

/** The part of a bundle's chunk this reads (Rollup's and Rolldown's OutputChunk). */
export interface BundleChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

export interface BundleAsset {
  type: 'asset';
  fileName: string;
}

export interface SignedInPreloads {
  /** Module scripts, beyond those the entry's own modulepreload links already ask for. */
  modules: string[];
  styles: string[];
  /** The texts' chunks, by language. */
  texts: Record<string, string[]>;
}

/** Every signed-in page's modules, by the end of their path. */
const SIGNED_IN_MODULES = [
  '/src/app/shell/app-shell.tsx',
  '/src/app/routes/query-scope.tsx',
  '/src/shared/api/contract/index.ts',
  '/src/shared/api/contract/common.ts',
  '/src/shared/ports/real/index.ts',
  '/mocks/browser.ts',
];

/** The shell's namespaces and the member layer's (src/app/router.tsx: 'shell' and src/member/texts.ts), and common where it is not in the entry. */
export const SIGNED_IN_TEXTS = ['common', 'shell', 'ui', 'payments', 'match', 'location'];

export function signedInPreloads(bundle: Record<string, BundleChunk | BundleAsset>): SignedInPreloads {
  const chunks = Object.values(bundle).filter((item): item is BundleChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (roots: BundleChunk[]) => {
    const seen = new Set<string>();
    const visit = (fileName: string) => {
      if (seen.has(fileName)) return;
      seen.add(fileName);
      for (const imported of byFile.get(fileName)?.imports ?? []) visit(imported);
    };
    for (const root of roots) visit(root.fileName);
    return seen;
  };
  const facadeEnds = (chunk: BundleChunk, ends: string[]) => ends.some((end) => chunk.facadeModuleId?.endsWith(end));
  const entry = closure(chunks.filter((chunk) => chunk.isEntry));
  const modules = [...closure(chunks.filter((chunk) => facadeEnds(chunk, SIGNED_IN_MODULES)))].filter((file) => !entry.has(file));
  const styles = [...new Set(modules.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]))];
  const texts: Record<string, string[]> = {};
  for (const chunk of chunks) {
    const match = /\/locales\/(\w+)\/(\w+)\.json$/.exec(chunk.facadeModuleId ?? '');
    if (!match || !SIGNED_IN_TEXTS.includes(match[2] ?? '') || entry.has(chunk.fileName)) continue;
    (texts[match[1] ?? ''] ??= []).push(...[...closure([chunk])].filter((file) => !entry.has(file)));
  }
  return { modules, styles, texts };
}

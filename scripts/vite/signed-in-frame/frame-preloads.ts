/**
 * What a signed-in page loads, for the frame's script to ask for as the page is parsed
 * (docs/decisions/023-signed-in-lighthouse.md): the app shell's chunk and the demo's fake backend (not the real ports:
 * they load when a screen first asks for a port, docs/decisions/024-early-calls.md), with everything they import, the API's contract, the route's query scope, the shell's and member
 * layer's texts, and the address's own screen with its texts. Without it they were asked for only once the entry
 * had downloaded and run: a wave of some twenty requests after the entry, which a slow link serves a few at a time.
 */
// Relative, not '@/': vite.config.ts loads this file, and its loader knows no aliases.
import { SHELL_TEXTS } from '../../../src/app/shell/shell-texts.ts';
import { gzipSize, largestFirst } from '../largest-first.ts';

/** The part of a bundle's chunk this reads (Rollup's and Rolldown's OutputChunk). */
export interface BundleChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  /** Every module the chunk holds: a texts' chunk may hold several namespaces (vite.config.ts's shell texts). */
  moduleIds: string[];
  imports: string[];
  /** Its code, whose size orders the preloads (largest-first.ts). */
  code?: string;
  viteMetadata?: { importedCss: Set<string> };
}

export interface BundleAsset {
  type: 'asset';
  fileName: string;
}

/** Files of the build to ask for: module scripts, stylesheets, and the texts' modules by language. */
export interface Preloads {
  modules: string[];
  styles: string[];
  texts: Record<string, string[]>;
}

/** What every signed-in page loads, and what each screen adds, by its path below the base in lower case. */
export interface SignedInPreloads extends Preloads {
  screens: Record<string, Preloads>;
}

/** A signed-in screen of the route table: its path below the base, its module, its texts' namespaces. */
export interface RouteScreen {
  path: string;
  module: string;
  texts: string[];
}

/** Every signed-in page's modules, by the end of their path. */
const SIGNED_IN_MODULES = [
  '/src/app/shell/app-shell.tsx',
  '/src/app/routes/query-scope.tsx',
  '/src/shared/api/contract/index.ts',
  '/src/shared/api/contract/common.ts',
  '/mocks/browser.ts',
];

/** The shell's namespaces and the member layer's (src/app/shell/shell-texts.ts), and common where it is not in the entry. */
export const SIGNED_IN_TEXTS = ['common', ...SHELL_TEXTS];

/**
 * The screens of src/app/routes/app-routes.tsx, read from its source: each `{ path: paths.name, ...lazyScreen(load,
 * …, { texts: [...] }) }` whose load is `() => import('…')` or a constant of that form. Routes with ids in their
 * path, and those written otherwise, are left to the entry's own preload (a unit test keeps the common ones read).
 */
export function routeScreens(source: string, pathOf: (name: string) => string | undefined): RouteScreen[] {
  const loads = new Map([...source.matchAll(/const (\w+) = \(\) => import\('([^']+)'\)/g)].map(([, name, spec]) => [name, spec]));
  const routes = source.matchAll(/path: paths\.(\w+),\s*\.\.\.lazyScreen\((?:\(\) => import\('([^']+)'\)|(\w+)),[^\n]*?texts: \[([^\]]*)\]/g);
  return [...routes].flatMap(([, name = '', spec, constant, texts = '']) => {
    const path = pathOf(name);
    const module = spec ?? loads.get(constant ?? '');
    if (!path || !module) return [];
    return [{ path: path.replace(/^\//, ''), module: module.replace(/^@\//, '/src/'), texts: [...texts.matchAll(/'(\w+)'/g)].map(([, text = '']) => text) }];
  });
}

export function signedInPreloads(bundle: Record<string, BundleChunk | BundleAsset>, screens: RouteScreen[] = []): SignedInPreloads {
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
  const entry = closure(chunks.filter((chunk) => chunk.isEntry));
  const stylesOf = (modules: string[]) => [...new Set(modules.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]))];
  // Each chunk compressed once, however many screens' lists name it.
  const sizes = new Map<string, number>();
  const sizeOf = (file: string) => {
    if (!sizes.has(file)) sizes.set(file, gzipSize(byFile.get(file)?.code));
    return sizes.get(file) ?? 0;
  };
  /** The modules under `roots` that neither the entry nor `loaded` already brings, largest first. */
  const beyond = (roots: BundleChunk[], loaded: Set<string>) =>
    largestFirst(
      [...closure(roots)].filter((file) => !entry.has(file) && !loaded.has(file)),
      sizeOf,
    );
  const textsOf = (namespaces: string[], loaded: Set<string>) => {
    const texts: Record<string, string[]> = {};
    for (const chunk of chunks) {
      if (entry.has(chunk.fileName)) continue;
      const language = chunk.moduleIds
        .map((id) => /\/locales\/(\w+)\/(\w+)\.json$/.exec(id))
        .find((match) => match && namespaces.includes(match[2] ?? ''))?.[1];
      const files = language ? beyond([chunk], loaded) : [];
      if (language && files.length > 0) (texts[language] ??= []).push(...files);
    }
    return texts;
  };
  // By the modules a chunk holds, not its facade: a group of vite.config.ts (the query client's) has none.
  const modules = beyond(
    chunks.filter((chunk) => chunk.moduleIds.some((id) => SIGNED_IN_MODULES.some((end) => id.endsWith(end)))),
    new Set(),
  );
  const shared = new Set(modules);
  const screenPreloads: Record<string, Preloads> = {};
  for (const screen of screens) {
    const roots = chunks.filter((chunk) => /\.tsx?$/.test(chunk.facadeModuleId ?? '') && chunk.facadeModuleId?.replace(/\.tsx?$/, '').endsWith(screen.module));
    if (roots.length === 0) continue;
    const own = beyond(roots, shared);
    screenPreloads[screen.path.toLowerCase()] = { modules: own, styles: stylesOf(own), texts: textsOf(screen.texts, shared) };
  }
  return { modules, styles: stylesOf(modules), texts: textsOf(SIGNED_IN_TEXTS, new Set()), screens: screenPreloads };
}

import type { Plugin } from 'vite';

/**
 * Where the fake backend starts: its start in the page, the libraries src/main.tsx asks for beside it (MSW's
 * browser side, @msw/data) and the controls' panel it mounts once started.
 */
const ROOTS = [
  /[\\/]mocks[\\/]browser\.ts$/,
  /[\\/]mocks[\\/]controls[\\/]mount-panel\.tsx$/,
  /[\\/]node_modules[\\/]msw[\\/]lib[\\/]browser[\\/]index\.mjs$/,
  /[\\/]node_modules[\\/]@msw[\\/]data[\\/]build[\\/]index\.mjs$/,
];
/** Where the app starts. */
const APP_ENTRY = /[\\/]src[\\/]main\.tsx$/;
/** The packages, and what stands in for one in the browser (mocks/shims/, for tough-cookie). */
const A_LIBRARY = /[\\/]node_modules[\\/]|[\\/]mocks[\\/]shims[\\/]/;

interface Graph {
  ids: () => Iterable<string>;
  info: (id: string) => { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}

/**
 * The modules only the fake backend's start uses: what its roots import statically (never what they import lazily,
 * such as the generators, which must stay off its path), less anything the app reaches other than through them
 * (react, the contract, the shared rules, the state link the entry reads), which stays where the app's chunks want it.
 */
export function fakeBackendModules(graph: Graph): Set<string> {
  const all = [...graph.ids()];
  const walk = (roots: string[], follow: (id: string) => readonly string[], enter: (id: string) => boolean) => {
    const seen = new Set<string>();
    const queue = roots.filter(enter);
    while (queue.length > 0) {
      const id = queue.pop() as string;
      if (seen.has(id)) continue;
      seen.add(id);
      for (const next of follow(id)) if (enter(next)) queue.push(next);
    }
    return seen;
  };
  const staticImports = (id: string) => graph.info(id)?.importedIds ?? [];
  const anyImports = (id: string) => [...staticImports(id), ...(graph.info(id)?.dynamicallyImportedIds ?? [])];
  const isRoot = (id: string) => ROOTS.some((root) => root.test(id));
  const theApps = walk(
    all.filter((id) => APP_ENTRY.test(id)),
    anyImports,
    (id) => !isRoot(id),
  );
  const fakeBackends = walk(
    all.filter(isRoot),
    staticImports,
    () => true,
  );
  return new Set([...fakeBackends].filter((id) => !theApps.has(id)));
}

/**
 * The demo's fake backend in two files, not ten: on a slow link's six connections each file costs a round trip, and
 * a signed-in demo page needs the whole fake backend before its first call is answered
 * (docs/decisions/034-fake-backend-in-two-files-largest-first.md). Its libraries (MSW, @msw/data and what they use)
 * in one, its own code (handlers, database, controls) in the other: each is evaluated in a task of its own, as
 * src/main.tsx asks for them one by one. The seed's snapshot stays a file of its own. The plugin reads the module
 * graph when the build has it; the group (a Rolldown group, vite.config.ts) asks it as the bundler makes chunks, after.
 */
export function fakeBackendChunks(): {
  plugin: Plugin;
  group: { name: (id: string) => string | null; debugName: string; includeDependenciesRecursively: false };
} {
  let modules = new Set<string>();
  const plugin: Plugin = {
    name: 'amora:fake-backend-chunks',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    buildEnd() {
      modules = fakeBackendModules({ ids: () => this.getModuleIds(), info: (id) => this.getModuleInfo(id) });
    },
  };
  const name = (id: string) => {
    if (!modules.has(id)) return null;
    return A_LIBRARY.test(id) ? 'fake-backend-libraries' : 'fake-backend';
  };
  // Only the modules named: what else they import stays where the bundler put it.
  return { plugin, group: { name, debugName: 'fake-backend', includeDependenciesRecursively: false } };
}

import { resolve, sep } from 'node:path';
import { runnerImport, type AliasOptions, type Plugin } from 'vite';

const MODULE_ID = 'virtual:amora/seed-snapshot';
const RESOLVED_ID = `\0${MODULE_ID}`;
const MAKER = './mocks/seed/make-seed-snapshot.ts';

interface Maker {
  makeSeedSnapshot: () => Promise<{ seed: number; madeAt: number; json: string }>;
}

/**
 * Makes the default seed's snapshot once per build (or per dev server, Vitest or Storybook run) by
 * running the generators in Node, and serves it as `virtual:amora/seed-snapshot`: the fake backend's
 * hosts load it instead of seeding on every start and every test (mocks/seed/seed-snapshot.ts). In a
 * dev server, a change under mocks/ or fixtures/ makes it again.
 */
export function seedSnapshotPlugin({ base, alias, root = process.cwd() }: { base: string; alias: AliasOptions; root?: string }): Plugin {
  let made: Promise<string> | undefined;
  const watched = [resolve(root, 'mocks') + sep, resolve(root, 'fixtures') + sep];

  const make = async (): Promise<string> => {
    const { module } = await runnerImport<Maker>(MAKER, { root, base, configFile: false, resolve: { alias }, logLevel: 'warn' });
    const snapshot = await module.makeSeedSnapshot();
    // The records travel as one JSON string: parsed on load, faster than evaluating as large an object literal.
    return `export default ${JSON.stringify(snapshot)};`;
  };

  return {
    name: 'amora:seed-snapshot',
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      made ??= make();
      return made;
    },
    configureServer(server) {
      server.watcher.on('change', (file) => {
        if (!watched.some((folder) => file.startsWith(folder))) return;
        made = undefined;
        const module = server.moduleGraph.getModuleById(RESOLVED_ID);
        if (module) server.moduleGraph.invalidateModule(module);
      });
    },
  };
}

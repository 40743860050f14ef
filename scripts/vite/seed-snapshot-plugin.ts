import { resolve, sep } from 'node:path';
import { runnerImport, type AliasOptions, type Plugin } from 'vite';
import { cacheByInputs } from './cache-by-inputs.ts';

const MODULE_ID = 'virtual:amora/seed-snapshot';
const RESOLVED_ID = `\0${MODULE_ID}`;
const MAKER = './mocks/seed/make-seed-snapshot.ts';
/**
 * What the snapshot is made from (the generators, their fixtures, the app's rules and texts they use, the
 * dependencies, this file): made once for these, it is kept in node_modules/.cache (scripts/vite/cache-by-inputs.ts).
 */
const INPUTS = ['mocks', 'fixtures', 'src', 'locales', 'package-lock.json', 'scripts/vite/seed-snapshot-plugin.ts'];

interface Maker {
  makeSeedSnapshot: () => Promise<{ seed: number; madeAt: number; json: string }>;
}

/**
 * Makes the default seed's snapshot by running the generators in Node, once for a given state of the files it is
 * made from (INPUTS), and serves it as `virtual:amora/seed-snapshot`: the fake backend's
 * hosts load it instead of seeding on every start and every test (mocks/seed/seed-snapshot.ts). In a
 * dev server, a change under mocks/ or fixtures/ makes it again.
 */
export function seedSnapshotPlugin({ base, alias, root = process.cwd() }: { base: string; alias: AliasOptions; root?: string }): Plugin {
  let made: Promise<string> | undefined;
  const watched = [resolve(root, 'mocks') + sep, resolve(root, 'fixtures') + sep];

  // About 2.5 s, most of it loading the generators; a kept one is read in a few milliseconds.
  const make = () =>
    cacheByInputs({ root, inputs: INPUTS, folder: 'node_modules/.cache/amora', name: 'seed-snapshot' }, async () => {
      const { module } = await runnerImport<Maker>(MAKER, { root, base, configFile: false, resolve: { alias }, logLevel: 'warn' });
      const snapshot = await module.makeSeedSnapshot();
      // The records travel as one JSON string: parsed on load, faster than evaluating as large an object literal.
      return `export default ${JSON.stringify(snapshot)};`;
    });

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

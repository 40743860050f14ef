import type { BuildEnvironmentOptions, Plugin } from 'vite';
import { shellTextsChunk } from './shell-texts-chunk.ts';

type Output = Extract<NonNullable<NonNullable<BuildEnvironmentOptions['rolldownOptions']>['output']>, { codeSplitting?: unknown }>;
type Groups = Extract<NonNullable<Output['codeSplitting']>, { groups?: unknown }>['groups'];

/**
 * The API's contract with what only it uses of zod (the classic schemas, their JSON-schema side): every page that
 * calls loads all of it (src/shared/api/client.ts imports the contract's index), so its four files are one. zod's
 * core stays apart: the forms' rules use it without the contract (the login's among them). The index stays a file of
 * its own (a few hundred bytes): what the client imports, by which the size report finds the contract. The rules
 * (src/shared/api/rules/) stay out: the entry uses some of them (groupsStayOffTheEntry, below).
 */
const CONTRACT = /[\\/]src[\\/]shared[\\/]api[\\/]contract[\\/](?!index\.)|[\\/]zod[\\/]v4[\\/](classic|locales)[\\/]|[\\/]zod[\\/]v4[\\/]core[\\/](to-json-schema|json-schema-processors|memoizer|registries)\./;

/**
 * The query client and its hooks (TanStack Query and the app's layer over it), which every screen that reads or
 * writes loads with its query scope (src/app/routes/lazy-screen.tsx), the online status its retries read, and the
 * loading and error states a screen shows while it reads (src/shared/ui/query-state.tsx): one file, not eight. Not the
 * provider, which the entry holds, nor the packages' index modules, which the entry imports it through.
 */
const QUERY = /[\\/]@tanstack[\\/](query-core|react-query)[\\/]|[\\/]src[\\/]shared[\\/]api[\\/](queries|use-call-mutation|call-effects)\.|[\\/]src[\\/]app[\\/](routes[\\/]query-scope|query-client|retry-policy)\.|[\\/]src[\\/]shared[\\/]network[\\/]online-status\.|[\\/]src[\\/]shared[\\/]ui[\\/]query-state\./;
const IN_ENTRY = /[\\/]@tanstack[\\/]react-query[\\/]build[\\/]modern[\\/](QueryClientProvider|index)\.js$|[\\/]@tanstack[\\/]query-core[\\/]build[\\/]modern[\\/]index\.js$/;

/**
 * Radix's dialog and the layers under it (focus trap, dismissal, scroll lock, portal...), which any dialog, menu or
 * switch of the app draws with: one file. The bundler put the layers in one shared file and copied the dialog itself
 * (about 6 KB gzip) into each of the fifteen chunks that open one, the shell and the deck among them, so a signed-in
 * page downloaded it twice. Only the packages: the app's own dialog (src/shared/ui/dialog.tsx) stays with its users,
 * its styles with theirs (a stylesheet of the group's own would be one request more). Not the small primitives every
 * Radix part is made of (Primitive, Slot, the context, the ids, the controlled state, Presence): the public pages'
 * language picker uses those without any layer, and with them the group would come whole with the landing.
 */
const RADIX_LAYERS =
  /[\\/]node_modules[\\/](@radix-ui[\\/](react-dialog|react-dismissable-layer|react-focus-guards|react-focus-scope|react-portal|react-use-escape-keydown)|aria-hidden|get-nonce|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|tslib|use-callback-ref|use-sidecar)[\\/]/;

/**
 * Fewer, larger files on a signed-in page's first path (docs/decisions/028-fewer-files-before-the-deck.md): on a slow
 * link's six connections each request costs a round trip, and a signed-in page asked for about 45 before its largest
 * paint. Each group takes only its own modules (not their imports): what else they import stays where it was.
 */
export const CHUNK_GROUPS: NonNullable<Groups> = [
  { name: shellTextsChunk, debugName: 'shell-texts' },
  { name: 'contract', test: (id: string) => CONTRACT.test(id), includeDependenciesRecursively: false },
  { name: 'query', test: (id: string) => QUERY.test(id) && !IN_ENTRY.test(id), includeDependenciesRecursively: false },
  { name: 'radix-layers', test: (id: string) => RADIX_LAYERS.test(id), includeDependenciesRecursively: false },
];

/** The groups' chunk names: `shell-texts-<language>` and the named ones. */
const isGroupChunk = (name: string) => /^shell-texts-\w+$/.test(name) || ['contract', 'query', 'radix-layers'].includes(name);

/** The landing's own screen, which its prerendered page loads beside the entry (src/app/routes/public-routes.tsx). */
const LANDING_SCREEN = /[\\/]src[\\/]features[\\/]welcome[\\/]welcome-page\./;

/**
 * Fails the build when the entry, or the landing's own screen, loads a group's file with itself: a module the entry
 * needs that a group took (as the demo's entry once needed a rule the contract's group held) would make every page,
 * the public ones first, download the whole group before its first paint; a primitive the landing's language picker
 * shares with the dialog's layers, the whole of Radix's group with the landing. The groups are for the signed-in path.
 */
export function groupsStayOffTheEntry(): Plugin {
  return {
    name: 'amora:groups-stay-off-the-entry',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle(_options, bundle) {
      const chunks = new Map(Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [[item.fileName, item] as const] : [])));
      const seen = new Set<string>();
      const visit = (fileName: string, by: string) => {
        const chunk = chunks.get(fileName);
        if (!chunk || seen.has(fileName)) return;
        seen.add(fileName);
        if (isGroupChunk(chunk.name)) this.error(`chunk-groups.ts: ${by} loads the group "${chunk.name}" (${fileName}) with itself; keep what it needs out of the group`);
        chunk.imports.forEach((imported) => visit(imported, by));
      };
      for (const chunk of chunks.values()) {
        if (chunk.isEntry) visit(chunk.fileName, 'the entry');
        else if (chunk.facadeModuleId && LANDING_SCREEN.test(chunk.facadeModuleId)) visit(chunk.fileName, "the landing's screen");
      }
    },
  };
}

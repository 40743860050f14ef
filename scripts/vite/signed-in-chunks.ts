import type { BuildEnvironmentOptions } from 'vite';
import { shellTextsChunk } from './shell-texts-chunk.ts';

type Output = Extract<NonNullable<NonNullable<BuildEnvironmentOptions['rolldownOptions']>['output']>, { codeSplitting?: unknown }>;
type Groups = Extract<NonNullable<Output['codeSplitting']>, { groups?: unknown }>['groups'];

/**
 * The API's contract with what only it uses of zod (the classic schemas, their JSON-schema side): every page that
 * calls loads all of it (src/shared/api/client.ts imports the contract's index), so its four files are one. zod's
 * core stays apart: the forms' rules use it without the contract (the login's among them). The index stays a file of
 * its own (a few hundred bytes): what the client imports, by which the size report finds the contract.
 */
const CONTRACT = /[\\/]src[\\/]shared[\\/]api[\\/](contract[\\/](?!index\.)|rules[\\/]discovery\.)|[\\/]zod[\\/]v4[\\/](classic|locales)[\\/]|[\\/]zod[\\/]v4[\\/]core[\\/](to-json-schema|json-schema-processors|memoizer|registries)\./;

/**
 * The query client and its hooks (TanStack Query and the app's layer over it), which every screen that reads or
 * writes loads with its query scope (src/app/routes/lazy-screen.tsx), and the online status its retries read: one file,
 * not seven. Not the provider, which the
 * entry holds, nor the packages' index modules, which the entry imports it through.
 */
const QUERY = /[\\/]@tanstack[\\/](query-core|react-query)[\\/]|[\\/]src[\\/]shared[\\/]api[\\/](queries|use-call-mutation|call-effects)\.|[\\/]src[\\/]app[\\/](routes[\\/]query-scope|query-client|retry-policy)\.|[\\/]src[\\/]shared[\\/]network[\\/]online-status\./;
const IN_ENTRY = /[\\/]@tanstack[\\/]react-query[\\/]build[\\/]modern[\\/](QueryClientProvider|index)\.js$|[\\/]@tanstack[\\/]query-core[\\/]build[\\/]modern[\\/]index\.js$/;

/**
 * Fewer, larger files on a signed-in page's first path (docs/decisions/028-fewer-requests-before-the-deck.md): on a slow
 * link's six connections each request costs a round trip, and a signed-in page asked for about 45 before its largest
 * paint. Each group takes only its own modules (not their imports): what else they import stays where it was.
 */
export const SIGNED_IN_GROUPS: Groups = [
  { name: shellTextsChunk, debugName: 'shell-texts' },
  { name: 'contract', test: (id: string) => CONTRACT.test(id), includeDependenciesRecursively: false },
  { name: 'query', test: (id: string) => QUERY.test(id) && !IN_ENTRY.test(id), includeDependenciesRecursively: false },
];

import { scenarioNames, type ScenarioName } from '../scenarios/names';
import { RECORDED_PREFIX, seedNamedBy } from '../seed/recorded/recorded-seed-name';
import type { Persona } from './controls';
import { networkConditionNames, type NetworkCondition } from './network-condition-names';

/** The personas a link can name, in the order the controls list them. */
export const linkPersonas = ['regular', 'premium', 'new'] as const satisfies readonly Persona[];

/**
 * A state one link away: `?persona=premium`, `?scenario=fresh-match` and `?network=offline` (or `slow-3g`,
 * `flapping`: network-conditions.ts) on any address of the demo. The network is set last, once the persona is
 * signed in and the scenario applied (their calls are the fake backend's own setting up); a link naming only a
 * network signs nobody in and lands where it points.
 * The fake backend opens it as it starts (signs in, applies the scenario) and lands on the address
 * without them, so a reload does not apply the scenario twice.
 *
 * `?seed=recorded:<name>` opens a recorded seed (fixtures/recorded/, docs/guide/contract.md#recording-a-server)
 * signed in as its member; VITE_MOCK_SEED (`7` or `recorded:<name>`) is the seed of a dev server's pages
 * that name none. The fake backend's start reads `?seed=N` (mocks/browser.ts), so the address is given the
 * seed's number before it starts.
 */
export interface StateLink {
  persona?: Persona;
  scenario?: ScenarioName;
  network?: NetworkCondition;
  /** Where to land: the address under the base, without the link's own parameters (other ones kept). */
  path: string;
}

/** The state an address asks for, or null when it asks for none (an unknown name asks for none). */
export function stateLinkOf(url: URL, base: string, envSeed: unknown = import.meta.env.VITE_MOCK_SEED): StateLink | null {
  const search = new URLSearchParams(url.search);
  const seedText = search.get('seed');
  const recordedInLink = seedText?.startsWith(RECORDED_PREFIX) === true && seedNamedBy(seedText) !== undefined;
  const seed = seedText !== null ? seedNamedBy(seedText) : typeof envSeed === 'string' ? seedNamedBy(envSeed) : undefined;
  if (seed !== undefined && String(seed) !== seedText) giveAddressTheSeed(url, seed);
  // A recorded seed opens signed in as its member: the regular persona stands for it there (mocks/testing/sign-in.ts).
  const persona = linkPersonas.find((name) => name === search.get('persona')) ?? (recordedInLink ? 'regular' : undefined);
  const scenario = scenarioNames.find((name) => name === search.get('scenario'));
  const network = networkConditionNames.find((name) => name === search.get('network'));
  if (!persona && !scenario && !network) return null;
  search.delete('persona');
  search.delete('scenario');
  search.delete('network');
  if (recordedInLink) search.delete('seed');
  const query = search.toString();
  const path = `/${url.pathname.startsWith(base) ? url.pathname.slice(base.length) : url.pathname.replace(/^\//, '')}`;
  return { persona, scenario, ...(network ? { network } : {}), path: `${path}${query ? `?${query}` : ''}` };
}

/** `?seed=N` in the page's address (no load, no history entry), when `url` is the page's address. */
function giveAddressTheSeed(url: URL, seed: number): void {
  if (typeof window === 'undefined' || window.location.href !== url.href) return;
  const address = new URL(url.href);
  address.searchParams.set('seed', String(seed));
  window.history.replaceState(window.history.state, '', address.href);
}

/** The link that opens a state at a path of the table (`paths.messages`), under the base (`BASE_URL`). */
export function stateLinkTo(base: string, path: string, state: { persona?: Persona; scenario?: ScenarioName; network?: NetworkCondition }): string {
  const search = new URLSearchParams();
  if (state.persona) search.set('persona', state.persona);
  if (state.scenario) search.set('scenario', state.scenario);
  if (state.network) search.set('network', state.network);
  return `${base}${path.replace(/^\//, '')}?${search.toString()}`;
}

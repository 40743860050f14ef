import { scenarioNames, type ScenarioName } from '../scenarios/names';
import type { Persona } from './controls';

/** The personas a link can name, in the order the controls list them. */
export const linkPersonas = ['regular', 'premium', 'new'] as const satisfies readonly Persona[];

/**
 * A state one link away: `?persona=premium` and `?scenario=fresh-match` on any address of the demo.
 * The fake backend opens it as it starts (signs in, applies the scenario) and lands on the address
 * without them, so a reload does not apply the scenario twice.
 */
export interface StateLink {
  persona?: Persona;
  scenario?: ScenarioName;
  /** Where to land: the address under the base, without the link's own parameters (other ones kept). */
  path: string;
}

/** The state an address asks for, or null when it asks for none (an unknown name asks for none). */
export function stateLinkOf(url: URL, base: string): StateLink | null {
  const search = new URLSearchParams(url.search);
  const persona = linkPersonas.find((name) => name === search.get('persona'));
  const scenario = scenarioNames.find((name) => name === search.get('scenario'));
  if (!persona && !scenario) return null;
  search.delete('persona');
  search.delete('scenario');
  const query = search.toString();
  const path = `/${url.pathname.startsWith(base) ? url.pathname.slice(base.length) : url.pathname.replace(/^\//, '')}`;
  return { persona, scenario, path: `${path}${query ? `?${query}` : ''}` };
}

/** The link that opens a state at a path of the table (`paths.messages`), under the base (`BASE_URL`). */
export function stateLinkTo(base: string, path: string, state: { persona?: Persona; scenario?: ScenarioName }): string {
  const search = new URLSearchParams();
  if (state.persona) search.set('persona', state.persona);
  if (state.scenario) search.set('scenario', state.scenario);
  return `${base}${path.replace(/^\//, '')}?${search.toString()}`;
}

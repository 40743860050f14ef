/**
 * Hybrid mode's list of real calls (docs/guide/hybrid-mode.md): which calls of the contract go to a real
 * server while the fake backend answers the rest. The same text is read by the in-page fake backend
 * (`VITE_API_PASSTHROUGH`) and the standalone server (`MOCK_SERVER_PASSTHROUGH`).
 *
 * The syntax, comma separated, spaces ignored:
 * - `webprofile,webgetpeople`: those calls;
 * - `*`: every call; `*,-webemaillogin,-webphonelogin`: every call but those (a `-name` removes a name
 *   the entries before it added, so it only means something after `*` or that name);
 * - empty or unset: none (the fake backend answers everything).
 * A name the contract does not declare (a typo, another case) is an error that names it, so a list
 * that says more than it does never fails silently.
 *
 * The session: the calls that open one (SESSION_CALLS) come with any call that needs a token, unless
 * the list removes them by name. Signed in by the real server, the app carries the real server's token,
 * which the fake backend then takes too (./hybrid.ts adopts it); signed in by the fake, the real server
 * would refuse every call with the fake's token and the app would sign out at its first real call.
 *
 * Pure: no contract, no fake backend; the caller hands it the calls it knows.
 */

/** A call as the list needs to know it: its name, and whether it carries the session's token. */
export interface KnownCall {
  name: string;
  auth: 'token' | 'public';
}

/** The calls whose answer opens a session (a token and the member's id). */
export const SESSION_CALLS = ['webemaillogin', 'webphonelogin'] as const;

export interface PassthroughList {
  /** The calls the real server answers. */
  real: ReadonlySet<string>;
  /** The session calls added because a token call is real (none when the list named or removed them itself). */
  addedForSession: readonly string[];
}

export const NO_PASSTHROUGH: PassthroughList = { real: new Set(), addedForSession: [] };

export class PassthroughListError extends Error {
  override name = 'PassthroughListError';
}

/** The list's text read against the calls the contract declares. */
export function parsePassthroughList(text: string | undefined, known: readonly KnownCall[]): PassthroughList {
  const entries = (text ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return NO_PASSTHROUGH;

  const names = new Set(known.map((call) => call.name));
  const unknown = entries.map((entry) => entry.replace(/^-/, '')).filter((name) => name !== '*' && !names.has(name));
  if (unknown.length > 0) {
    throw new PassthroughListError(
      `Unknown call${unknown.length > 1 ? 's' : ''} in the passthrough list: ${unknown.join(', ')} (names are the contract's, exact case; '*' is every call, '-name' removes one)`,
    );
  }
  if (entries.includes('-*')) throw new PassthroughListError("'-*' removes every call: leave the list empty instead");

  const real = new Set<string>();
  const named = new Set<string>();
  for (const entry of entries) {
    if (entry === '*') {
      for (const name of names) real.add(name);
    } else if (entry.startsWith('-')) {
      real.delete(entry.slice(1));
      named.add(entry.slice(1));
    } else {
      real.add(entry);
      named.add(entry);
    }
  }

  const tokenCallIsReal = known.some((call) => call.auth === 'token' && real.has(call.name));
  const addedForSession = tokenCallIsReal ? SESSION_CALLS.filter((name) => names.has(name) && !real.has(name) && !named.has(name)) : [];
  for (const name of addedForSession) real.add(name);
  return { real, addedForSession };
}

/** Who answers a call: the real server for a call on the list, the fake backend for the rest. */
export function answererOf(call: string, list: PassthroughList): 'real' | 'fake' {
  return list.real.has(call) ? 'real' : 'fake';
}

/** The list as the controls show it: the calls in order, the session calls it added marked. */
export function describePassthrough(list: PassthroughList): string[] {
  return [...list.real].sort().map((name) => (list.addedForSession.includes(name) ? `${name} (for the session)` : name));
}

import { HttpResponse } from 'msw';
import { contract } from '@/shared/api/contract';
import { requestLog } from '../controls/request-log';
import { adoptSession } from '../domain/session-tokens';
import { answererOf, NO_PASSTHROUGH, parsePassthroughList, SESSION_CALLS, type KnownCall, type PassthroughList } from './passthrough-list';

/**
 * Hybrid mode (docs/guide/hybrid-mode.md): the calls on the passthrough list go to a real server, the fake
 * backend answers the rest. Both fake backends ask here first, behind their one route
 * (handlers/one-route.ts): the page's (forwarding from the page past its own worker) and the standalone
 * server's (forwarding from Node to its upstream, ./upstream.ts).
 *
 * The session: a sign-in the real server answers gives the app the real server's token, and the fake
 * backend takes that token too, as a session of its member with the same id (a stand-in member made
 * for an id it does not have): one sign-in, and both kinds of call carry the token that opened it.
 */

/** Sends a call on the list to the real server and hands back its answer (a network failure throws). */
export type Forward = (request: Request, call: string) => Promise<Response>;

interface HybridState {
  list: PassthroughList;
  /** The real server's API base, as the controls show it. */
  upstream: string;
  forward: Forward | null;
}

const off: HybridState = { list: NO_PASSTHROUGH, upstream: '', forward: null };
let state: HybridState = off;

/** The contract's calls as the list's parser knows them. */
export function knownCalls(): KnownCall[] {
  return Object.values(contract).map((definition) => ({ name: definition.name, auth: definition.auth }));
}

/** Reads a passthrough list against the contract (throws, naming them, on calls it does not declare). */
export function readPassthroughList(text: string | undefined): PassthroughList {
  return parsePassthroughList(text, knownCalls());
}

export const hybrid = {
  configure(list: PassthroughList, upstream: string, forward: Forward): void {
    state = { list, upstream, forward };
  },
  /** Back to the fake backend answering every call. */
  clear(): void {
    state = off;
  },
  list: (): PassthroughList => state.list,
  upstream: (): string => state.upstream,

  /** The real server's answer to a call on the list; undefined for a call the fake backend answers. */
  async answer(call: string, request: Request): Promise<Response | undefined> {
    const { forward } = state;
    if (!forward || answererOf(call, state.list) === 'fake') return undefined;
    // The sign-in's fields (the mail of a stand-in member) are read after the real server has the body.
    const sent = isSessionCall(call) ? request.clone() : undefined;
    let response: Response;
    try {
      response = await forward(request, call);
    } catch {
      requestLog.add({ kind: 'call', name: call, outcome: 'real server: unreachable' });
      // As the page sees a server that is down: a network failure, which the app's error states know.
      return HttpResponse.error();
    }
    const body = (await response
      .clone()
      .json()
      .catch(() => null)) as { status?: unknown; message?: unknown; peoples?: { user_id?: unknown; token?: unknown } } | null;
    const refused = body?.status === 'false' ? `, refused: ${String(body.message)}` : '';
    requestLog.add({ kind: 'call', name: call, outcome: `real server: ${response.status}${refused}` });
    const grant = body?.peoples;
    if (sent && response.ok && typeof grant?.token === 'string' && typeof grant.user_id === 'string') {
      await adoptSession(grant.token, grant.user_id, await contactOf(sent));
    }
    return response;
  },
};

function isSessionCall(call: string): boolean {
  return (SESSION_CALLS as readonly string[]).includes(call);
}

/** The mail or phone the sign-in was sent with, for a stand-in member. */
async function contactOf(sent: Request): Promise<{ email?: string; phone?: string }> {
  const fields = await sent.formData().catch(() => null);
  const text = (name: string) => {
    const value = fields?.get(name);
    return typeof value === 'string' && value ? value : undefined;
  };
  const email = text('email');
  const phone = text('phone');
  return { ...(email ? { email } : {}), ...(phone ? { phone } : {}) };
}

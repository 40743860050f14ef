import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from './api';
import type { CallName, Contract } from './contract';
import type { CallDefinition, RequestOf, ResponseOf } from './contract/define-call';

/**
 * Query options for every call of the contract, keyed `[call name, input]`, so
 * any feature reads, prefetches or invalidates another's data by the call's name
 * without importing that feature. Only types come from the contract here: the
 * schemas (and zod) still load beside the first page, with the client.
 *
 * The one read path. Freshness policy (docs/guide/data-fetching.md): the query
 * client's default (30 s) applies, except for the calls below; screens set none.
 */

export type CallInput<N extends CallName> = RequestOf<Contract[N]>;
export type CallAnswer<N extends CallName> = ResponseOf<Contract[N]>;
export type CallKey<N extends CallName> = readonly [N, CallInput<N>];

/**
 * What the administrator writes and members only read: refetching it every
 * 30 s would spend calls on data that changes a few times a year.
 */
const SLOW_DATA_STALE_MS = 5 * 60_000;
const slowData: ReadonlySet<CallName> = new Set<CallName>(['admindatas', 'admindatass', 'webhelppages']);

/**
 * What the chat's channel keeps current once read: the history is read once per
 * visit, and a background refetch would only redo the work (and, on a long chat,
 * the parsing) for nothing.
 */
const channelFed: ReadonlySet<CallName> = new Set<CallName>(['webgetchatmessage']);

/**
 * What runs out with the clock and is asked afresh at each press, once (the boost
 * icon's webcheckboost): never taken from the cache, never retried, as a press; and,
 * as a press, sent offline too, to fail at once rather than wait unseen for the network.
 */
const askedEachTime: ReadonlySet<CallName> = new Set<CallName>(['webcheckboost']);

function freshnessOf(name: CallName) {
  if (slowData.has(name)) return { staleTime: SLOW_DATA_STALE_MS };
  if (channelFed.has(name)) return { staleTime: Infinity };
  if (askedEachTime.has(name)) return { staleTime: 0, retry: false, networkMode: 'always' as const };
  return {};
}

export function callKey<N extends CallName>(name: N, input: CallInput<N>): CallKey<N> {
  return [name, input];
}

/**
 * `useQuery(callQuery('webgetcounts', { user_id }))`, `queryClient.prefetchQuery(callQuery(…))`,
 * `queryClient.getQueryData(callQuery(…).queryKey)`: the cache holds the call's whole
 * answer; a hook narrows it with `select`, so every reader shares one entry.
 */
export function callQuery<N extends CallName>(name: N, input: CallInput<N>) {
  return queryOptions({
    queryKey: callKey(name, input),
    queryFn: () => api.call(name, input, { kind: 'read' }),
    ...freshnessOf(name),
  });
}

/**
 * The second body shapes that share a path (the chat partner's webprofile): keyed
 * by the path's name too, so invalidating the name refreshes them as well. The
 * definition (its zod schemas) is loaded when the call goes, not with the screen.
 */
export function sendQuery<C extends CallDefinition>(name: CallName, input: RequestOf<C>, loadDefinition: () => Promise<C>) {
  return queryOptions({
    queryKey: [name, input] as const,
    queryFn: async (): Promise<ResponseOf<C>> => api.send(await loadDefinition(), input, { kind: 'read' }),
  });
}

/**
 * Marks a call's answers stale and refetches those on screen. Without `input`,
 * every input of the call; with part of one (`{ type: 'like' }`), the answers
 * whose input contains it.
 */
export function invalidateCall<N extends CallName>(queryClient: QueryClient, name: N, input?: Partial<CallInput<N>>): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: input ? [name, input] : [name] });
}

export async function invalidateCalls(queryClient: QueryClient, names: readonly CallName[]): Promise<void> {
  await Promise.all(names.map((name) => invalidateCall(queryClient, name)));
}

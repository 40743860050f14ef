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
 * Freshness policy (README, "Data fetching policy"): the query client's default
 * (30 s) applies, except for the calls below.
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
    ...(slowData.has(name) ? { staleTime: SLOW_DATA_STALE_MS } : {}),
  });
}

/**
 * The second body shapes that share a path (the chat partner's webprofile): keyed
 * by the path's name too, so invalidating the name refreshes them as well.
 */
export function sendQuery<C extends CallDefinition>(definition: C, input: RequestOf<C>) {
  return queryOptions({
    queryKey: [definition.name, input] as const,
    queryFn: (): Promise<ResponseOf<C>> => api.send(definition, input, { kind: 'read' }),
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

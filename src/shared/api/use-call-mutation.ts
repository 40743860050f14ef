import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from './api';
import type { CallName } from './contract';
import type { CallAnswer, CallInput } from './queries';

/**
 * The one write path. Every write of the app is a mutation of the query client's
 * mutation cache keyed `[call name]`; what it makes stale refreshes once, there, for
 * every write whatever sent it (`staleAfter`, applied by the client's MutationCache in
 * app/query-client.ts). Writes never retry (the client's default): a like, a message
 * or a payment must not go twice.
 */
export function callMutation<N extends CallName>(name: N) {
  return mutationOptions<CallAnswer<N>, Error, CallInput<N>>({
    mutationKey: [name],
    mutationFn: (input) => api.call(name, input),
  });
}

/** Sends `name` through the write path, from a mutation of several calls, a queue or a callback. */
export type SendCall = <N extends CallName>(name: N, input: CallInput<N>) => Promise<CallAnswer<N>>;

/**
 * `sendCall(queryClient, name, input)`: the write path without a mutation observer, for
 * a caller that keeps its own pending state (the deck's swipes, the chat's outbox) or
 * sends from inside another mutation. The call goes at once, online or not, as a direct
 * call would: the caller (its own mutation or queue) has already decided when it goes.
 */
export function sendCall<N extends CallName>(queryClient: QueryClient, name: N, input: CallInput<N>): Promise<CallAnswer<N>> {
  return queryClient
    .getMutationCache()
    .build(queryClient, { ...callMutation(name), networkMode: 'always' })
    .execute(input);
}

/** The write path for a hook's callbacks: `sendCall` bound to the screen's query client, stable between renders. */
export function useSendCall(): SendCall {
  const queryClient = useQueryClient();
  return useMemo<SendCall>(() => (name, input) => sendCall(queryClient, name, input), [queryClient]);
}

/**
 * A write by call name: `useCallMutation('webmatch').mutate({ … })`. The refresh of
 * what it made stale is not awaited: the screen answers the member at once (a match
 * dialog, a banner) while the lists reload behind it.
 */
export function useCallMutation<N extends CallName>(name: N) {
  return useMutation(callMutation(name));
}

/**
 * A write made of steps around one or more calls (a sign-in: the check, then the
 * login, then the session): `run` sends each call through the write path, so each
 * refreshes what it made stale, and the hook gives the whole its one pending state.
 */
export function useCallsMutation<TVariables = void, TData = unknown>(run: (variables: TVariables, send: SendCall) => Promise<TData>) {
  const send = useSendCall();
  return useMutation<TData, Error, TVariables>({ mutationFn: (variables) => run(variables, send) });
}


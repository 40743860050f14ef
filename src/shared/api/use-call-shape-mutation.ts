import { useMutation } from '@tanstack/react-query';
import { api } from './api';
import type { CallName } from './contract';
import type { CallDefinition, RequestOf, ResponseOf } from './contract/define-call';

/** Sends one body shape of a call by its definition (a second shape that shares a call's path). */
export type SendShape = <C extends CallDefinition>(definition: C, input: RequestOf<C>) => Promise<ResponseOf<C>>;

/**
 * A write sent with a second body shape of a call (the sign-up photo: uploadimageweb's JSON shape, whose
 * definition loads when it is sent): keyed by the call's name like every write, so it refreshes what the call
 * makes stale, and never retried.
 */
export function useCallShapeMutation<TVariables, TData>(name: CallName, run: (variables: TVariables, send: SendShape) => Promise<TData>) {
  return useMutation<TData, Error, TVariables>({
    mutationKey: [name],
    mutationFn: (variables) => run(variables, (definition, input) => api.send(definition, input)),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './api';
import { refreshAfter } from './call-effects';
import type { CallName } from './contract';
import type { CallInput } from './queries';

/**
 * A write by call name, after which whatever it made stale refreshes (see
 * `staleAfter`). The refresh is not awaited: the screen answers the member at
 * once (a match dialog, a banner) while the lists reload behind it.
 */
export function useCallMutation<N extends CallName>(name: N) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [name],
    mutationFn: (input: CallInput<N>) => api.call(name, input),
    onSuccess: () => {
      void refreshAfter(queryClient, name);
    },
  });
}

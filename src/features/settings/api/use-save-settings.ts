import { useQueryClient } from '@tanstack/react-query';
import { callQuery } from '@/shared/api/queries';
import { useCallMutation } from '@/shared/api/use-call-mutation';
import { useSignedInSession } from '@/shared/session/use-session';
import type { SettingsValues } from '../settings-values';

/**
 * Save (websetprofile with only the changed values). The saved values go into the cached
 * profile at once, so the switches do not flick back while the profile is read again.
 * Resolves to the server's message.
 */
export function useSaveSettings() {
  const { userId } = useSignedInSession();
  const queryClient = useQueryClient();
  const save = useCallMutation('websetprofile');
  return async (changes: Partial<SettingsValues>): Promise<string> => {
    const answer = await save.mutateAsync({ user_id: userId, ...changes });
    queryClient.setQueryData(callQuery('webprofile', { user_id: userId }).queryKey, (cached) =>
      cached ? { ...cached, result: { ...cached.result, ...changes } } : cached,
    );
    return answer.message;
  };
}

import { useMutation } from '@tanstack/react-query';
import { api } from '@/shared/api/api';
import { startSession } from '@/shared/session/session';

export interface EmailCredentials {
  email: string;
  password: string;
}

/**
 * Sign-in (spec 1 section 4): on success the token and user id are stored and
 * the member is set online.
 */
export function useEmailLogin() {
  return useMutation({
    mutationFn: async ({ email, password }: EmailCredentials) => {
      const { peoples } = await api.call('webemaillogin', { email, password, fcmtoken: '' });
      startSession({ userId: peoples.user_id, token: peoples.token });
      await api.call('webonlinestatus', { user_id: peoples.user_id, status: '1' });
      return peoples;
    },
  });
}

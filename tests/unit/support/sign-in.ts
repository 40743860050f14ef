import { api } from '@/shared/api/api';
import { startSession, type Session } from '@/shared/session/session';
import { DEMO_PASSWORD } from '@mocks/seed/demo-accounts';

/**
 * Signs in through the real client and the fake backend, as the app does, and
 * keeps the session so the following calls carry the token.
 */
export async function signInAs(email: string, password: string = DEMO_PASSWORD): Promise<Session> {
  const { peoples } = await api.call('webemaillogin', { email, password });
  const session = { userId: peoples.user_id, token: peoples.token };
  startSession(session);
  return session;
}

import { api } from '@/shared/api/api';
import { startSession, type Session } from '@/shared/session/session';
import { memberById } from '../db/member-index';
import { openSession } from '../domain/session-tokens';
import { inSection } from '../lib/backend-section';
import { DEMO_PASSWORD, demoAccounts } from '../seed/demo-accounts';

export type DemoPersona = keyof typeof demoAccounts;

/**
 * Whom to sign in: a demo account, a mail and password (an account a scenario made, a changed password),
 * or any member by id (the seeded people, whose passwords nobody knows).
 */
export type SignInAs = DemoPersona | { email: string; password: string } | { memberId: string };

/**
 * Signs a member in without the login form, and keeps the session in the client so the calls that follow
 * carry its token. A demo account or a mail signs in through the login call, as the app does; a member
 * named by id gets a session from the fake backend itself. The one way tests, stories and the demo's
 * controls sign a member in.
 */
export async function signIn(who: SignInAs): Promise<Session> {
  // A login goes through the fake backend's own call; a session opened directly is a unit of its work.
  const session = typeof who === 'object' && 'memberId' in who ? await inSection(() => sessionOf(who.memberId)) : await logIn(who);
  startSession(session);
  return session;
}

async function logIn(who: DemoPersona | { email: string; password: string }): Promise<Session> {
  const { email, password } = typeof who === 'string' ? { email: demoAccounts[who].email, password: DEMO_PASSWORD } : who;
  const { peoples } = await api.call('webemaillogin', { email, password });
  return { userId: peoples.user_id, token: peoples.token };
}

async function sessionOf(memberId: string): Promise<Session> {
  const member = memberById(memberId);
  if (!member) throw new Error(`No member ${memberId} to sign in`);
  const { token } = await openSession(member);
  return { userId: memberId, token };
}

import { api } from '@/shared/api/api';
import { startSession, type Session } from '@/shared/session/session';
import { db } from '../db/database';
import { memberById } from '../db/member-index';
import { openSession } from '../domain/session-tokens';
import { inSection } from '../lib/backend-section';
import { DEMO_PASSWORD, demoAccounts } from '../seed/demo-accounts';
import { RECORDED_ACCOUNT_EMAIL, RECORDED_ACCOUNT_PASSWORD } from '../seed/recorded/recorded-account';

export type DemoPersona = keyof typeof demoAccounts;
/** A demo account, or 'recorded': the member a recorded seed was recorded as (fixtures/recorded/). */
type Persona = DemoPersona | 'recorded';

/**
 * Whom to sign in: a demo account, a mail and password (an account a scenario made, a changed password),
 * or any member by id (the seeded people, whose passwords nobody knows).
 */
export type SignInAs = Persona | { email: string; password: string } | { memberId: string };

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

async function logIn(who: Persona | { email: string; password: string }): Promise<Session> {
  const { email, password } = typeof who === 'string' ? credentialsOf(who) : who;
  const { peoples } = await api.call('webemaillogin', { email, password });
  return { userId: peoples.user_id, token: peoples.token };
}

/**
 * A persona's mail and password. On a recorded seed the regular member is the recorded one (the demo's
 * own accounts are not there), so a state link, the controls and tests that sign in "as the member" work on it.
 */
function credentialsOf(persona: Persona): { email: string; password: string } {
  const recorded = { email: RECORDED_ACCOUNT_EMAIL, password: RECORDED_ACCOUNT_PASSWORD };
  if (persona === 'recorded') return recorded;
  const account = { email: demoAccounts[persona].email, password: DEMO_PASSWORD };
  const holds = (email: string) => db.members.findFirst((q) => q.where({ email })) !== undefined;
  const onRecordedSeed = persona === 'regular' && !holds(account.email) && holds(RECORDED_ACCOUNT_EMAIL);
  return onRecordedSeed ? recorded : account;
}

async function sessionOf(memberId: string): Promise<Session> {
  const member = memberById(memberId);
  if (!member) throw new Error(`No member ${memberId} to sign in`);
  const { token } = await openSession(member);
  return { userId: memberId, token };
}

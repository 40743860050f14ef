import type { Session } from '@/shared/session/session';
import { db } from '../db/database';
import { clock } from '../lib/clock';
import { demoAccounts } from './demo-accounts';

export type DemoPersona = keyof typeof demoAccounts;

/**
 * A signed-in session for a demo account without going through the login, for
 * stories that start inside the app. The token is a real one of the database.
 */
export async function openSessionFor(persona: DemoPersona): Promise<Session> {
  return openSessionForMember(demoAccounts[persona].user_id);
}

/** The same for any member, such as the new one a scenario made. */
export async function openSessionForMember(userId: string): Promise<Session> {
  const token = `story-${userId}-${clock.now()}`;
  await db.sessions.create({ token, user_id: userId, created_at: clock.now() });
  return { userId, token };
}

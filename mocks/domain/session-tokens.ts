import { SESSION_LIFETIME_MS } from '@/shared/api/rules';
import { db } from '../db/database';
import type { MemberRecord } from '../db/records';
import { memberById } from '../db/member-index';
import { clock } from '../lib/clock';

/**
 * The member a token acts for, or undefined for a token the server does not
 * take (unknown, or older than the session's lifetime). Both doors use it: the
 * calls' Authorization header (handlers/define-handler.ts) and the chat
 * socket's handshake (chat-server/handshake.ts).
 */
export function memberForToken(token: string | null | undefined): MemberRecord | undefined {
  if (!token) return undefined;
  const session = db.sessions.findFirst((q) => q.where({ token }));
  // A token lives as long as the client's session cookie: 12 hours of the fake clock.
  if (!session || clock.now() - session.created_at > SESSION_LIFETIME_MS) return undefined;
  return memberById(session.user_id);
}

/** A fresh token for the member: every later call that carries it acts for them. */
export async function openSession(member: MemberRecord): Promise<{ user_id: string; token: string }> {
  const token = crypto.randomUUID();
  await db.sessions.create({ token, user_id: member.user_id, created_at: clock.now() });
  return { user_id: member.user_id, token };
}

/** Every device of the member is signed out, not only the one asking. */
export function closeEverySession(userId: string): void {
  db.sessions.deleteMany((q) => q.where({ user_id: userId }));
}

/**
 * Hybrid mode (mocks/hybrid/hybrid.ts): a session the real server opened becomes one of the fake backend too, for
 * its member of the same id; an id it does not have gets a stand-in member (a person of the generators, with the
 * mail or phone signed in with), so the fake's calls and chat answer for the account signed in on the real server.
 */
export async function adoptSession(token: string, userId: string, contact: { email?: string; phone?: string }): Promise<void> {
  if (!memberById(userId)) {
    // The generators load only now (chunks the scenarios share): a fake backend that never meets an unknown member goes without them.
    const [{ buildMember }, { createFaker }] = await Promise.all([import('../factories/member'), import('../factories/faker')]);
    await db.members.create(buildMember({ faker: createFaker(Number(userId) || 1) }, { user_id: userId, ...contact }));
  }
  if (!db.sessions.findFirst((q) => q.where({ token }))) await db.sessions.create({ token, user_id: userId, created_at: clock.now() });
}

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

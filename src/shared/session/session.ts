import Cookies from 'js-cookie';
import { SESSION_LIFETIME_MS } from '@/shared/api/rules';
import { forgetMemberKeys } from './member-keys';
import { cookieNames, storageKeys } from './storage-keys';

/**
 * The session (docs/product/flows.md#session): signed in while the cookie `onboarded` is
 * 'true' (12 hours) and a token and user id are stored.
 */

export interface Session {
  userId: string;
  token: string;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let current: Session | null | undefined;

export function readSession(): Session | null {
  if (current !== undefined) return current;
  const onboarded = Cookies.get(cookieNames.onboarded) === 'true';
  const token = localStorage.getItem(storageKeys.token);
  const userId = localStorage.getItem(storageKeys.userId);
  current = onboarded && token && userId ? { token, userId } : null;
  return current;
}

/**
 * Forgets what was read and reads again: the cookie may have expired since (a
 * tab left open for 12 hours). A session that ended this way is ended in full,
 * so no member key outlives it.
 */
export function revalidateSession(): Session | null {
  const before = readSession();
  current = undefined;
  const now = readSession();
  if (before && !now) endSession('expired');
  return now;
}

export function startSession(session: Session): void {
  sessionStorage.removeItem(END_REASON_KEY);
  localStorage.setItem(storageKeys.token, session.token);
  localStorage.setItem(storageKeys.userId, session.userId);
  Cookies.set(cookieNames.onboarded, 'true', {
    expires: new Date(Date.now() + SESSION_LIFETIME_MS),
    path: '/',
    sameSite: 'lax',
  });
  changed();
}

/**
 * Why a session ended without the member asking: the login says so, rather than
 * greeting a deactivated or timed-out member with an empty form, until the next
 * session starts. Kept, not read once: the login may render before the last of
 * the refused calls ends the session, or render again.
 */
export type SessionEndReason = 'deactivated' | 'expired';
const END_REASON_KEY = 'amora:session-end-reason';

/** The reason of the last session that ended by itself, until a session starts. */
export function sessionEndReason(): SessionEndReason | null {
  const reason = sessionStorage.getItem(END_REASON_KEY);
  return reason === 'deactivated' || reason === 'expired' ? reason : null;
}

/** Sign-out, deactivation and a refused token all end the session the same way. */
export function endSession(reason?: SessionEndReason): void {
  if (reason) sessionStorage.setItem(END_REASON_KEY, reason);
  Cookies.set(cookieNames.onboarded, 'false', { path: '/', sameSite: 'lax' });
  // The token and user id, and everything else kept for the member (plan, chat outbox, translation language...).
  forgetMemberKeys();
  changed();
}

export function subscribeToSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function changed() {
  current = undefined;
  for (const listener of listeners) listener();
}

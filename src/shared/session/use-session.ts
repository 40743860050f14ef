import { useSyncExternalStore } from 'react';
import { readSession, sessionEndReason, subscribeToSession, type Session, type SessionEndReason } from './session';

/**
 * The public pages are prerendered for a visitor: no session, no ended one (and no storage to read
 * in Node). The app hydrates them only for such a visitor (src/app/prerender/mount.tsx).
 */
const prerenderedVisitor = () => null;

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeToSession, readSession, prerenderedVisitor);
}

/** Why the last session ended by itself, as it changes (session.ts). */
export function useSessionEndReason(): SessionEndReason | null {
  return useSyncExternalStore(subscribeToSession, sessionEndReason, prerenderedVisitor);
}

/** For screens under the guarded /app routes, where a session always exists. */
export function useSignedInSession(): Session {
  const session = useSession();
  if (!session) throw new Error('useSignedInSession is for the guarded /app routes');
  return session;
}

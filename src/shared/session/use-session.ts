import { useSyncExternalStore } from 'react';
import { readSession, sessionEndReason, subscribeToSession, type Session, type SessionEndReason } from './session';

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeToSession, readSession, readSession);
}

/** Why the last session ended by itself, as it changes (session.ts). */
export function useSessionEndReason(): SessionEndReason | null {
  return useSyncExternalStore(subscribeToSession, sessionEndReason, sessionEndReason);
}

/** For screens under the guarded /app routes, where a session always exists. */
export function useSignedInSession(): Session {
  const session = useSession();
  if (!session) throw new Error('useSignedInSession is for the guarded /app routes');
  return session;
}

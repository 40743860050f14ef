import { useSyncExternalStore } from 'react';
import { readSession, subscribeToSession, type Session } from './session';

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeToSession, readSession, readSession);
}

/** For screens under the guarded /app routes, where a session always exists. */
export function useSignedInSession(): Session {
  const session = useSession();
  if (!session) throw new Error('useSignedInSession is for the guarded /app routes');
  return session;
}

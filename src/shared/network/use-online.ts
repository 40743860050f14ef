import { useSyncExternalStore } from 'react';
import { isOnline, onOnlineChange } from './online-status';

/** Whether the app counts itself online (online-status.ts), re-rendering when that changes. */
export function useOnline(): boolean {
  return useSyncExternalStore(onOnlineChange, isOnline, () => true);
}

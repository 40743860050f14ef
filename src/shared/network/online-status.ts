import { onlineManager } from '@tanstack/react-query';

/**
 * Whether the browser says it is offline, from its own signals only: `navigator.onLine` and the window's
 * `online` and `offline` events. A false `onLine` is reliable (no network interface, airplane mode, the
 * train's tunnel); a true one is not proof of a working network, so a call that fails then still shows
 * its own failure (docs/decisions/019-offline-member.md).
 *
 * TanStack's onlineManager is the one source the app reads: queries pause while it says offline and
 * refetch what went stale when it says online again (refetchOnReconnect), the shell's banner shows it and
 * the chat's outbox waits on it. By default it assumes online until the first event; told here, it starts
 * from `navigator.onLine`, so a page opened offline knows it at once.
 */
export function followBrowserOnlineStatus(): void {
  onlineManager.setEventListener((setOnline) => {
    if (typeof window === 'undefined') return undefined;
    const online = () => setOnline(true);
    const offline = () => setOnline(false);
    setOnline(navigator.onLine);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  });
}

/** Whether the app counts itself online now (the onlineManager's state). */
export function isOnline(): boolean {
  return onlineManager.isOnline();
}

/** Calls `listener` with each change of the online state; answers how to stop. */
export function onOnlineChange(listener: (online: boolean) => void): () => void {
  return onlineManager.subscribe(listener);
}

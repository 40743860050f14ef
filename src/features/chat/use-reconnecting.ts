import { useEffect, useState } from 'react';
import type { ChatHub } from '@/shared/chat/chat-hub';

/**
 * Whether the chat channel dropped and is trying again: from its 'disconnected' until its next
 * 'connected'. The screen says so, rather than looking alive while nothing arrives.
 */
export function useReconnecting(hub: ChatHub | null): boolean {
  const [reconnecting, setReconnecting] = useState(false);
  useEffect(() => {
    if (!hub) return;
    const offDropped = hub.on('disconnected', () => setReconnecting(true));
    const offConnected = hub.on('connected', () => setReconnecting(false));
    return () => {
      offDropped();
      offConnected();
    };
  }, [hub]);
  return reconnecting && hub !== null;
}

import { useEffect, useState } from 'react';
import { getPorts } from '@/shared/ports/ports';
import type { ChatHub } from './chat-hub';

/**
 * The hub (and the contract's event schemas, zod with them) loads with the first chat opened,
 * not inside the screen's chunk: the screen draws from its calls while the channel connects.
 */
const loadHub = () => import('./chat-hub');

/**
 * The chat channel for as long as the calling screen is open: connected through
 * the ChatSocket port (the fake chat server in mock mode, socket.io otherwise),
 * joined as the member, closed when the screen goes. Null until connected.
 */
export function useChatHub(userId: string): ChatHub | null {
  const [hub, setHub] = useState<ChatHub | null>(null);
  useEffect(() => {
    let closed = false;
    let opened: ChatHub | null = null;
    void Promise.all([getPorts(), loadHub()]).then(
      ([ports, { connectChatHub }]) => {
        if (closed) return;
        opened = connectChatHub(ports.connectChat);
        opened.join(userId);
        setHub(opened);
      },
      // No ports (a story or test that set none): the screen works on its calls alone.
      () => undefined,
    );
    return () => {
      closed = true;
      opened?.close();
      setHub(null);
    };
  }, [userId]);
  return hub;
}

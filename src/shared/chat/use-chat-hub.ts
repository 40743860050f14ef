import { useEffect, useState } from 'react';
import { getPorts } from '@/shared/ports/ports';
import { endSession } from '@/shared/session/session';
import { useSession } from '@/shared/session/use-session';
import type { ChatHub } from './chat-hub';

/**
 * The hub (and the contract's event schemas, zod with them) loads with the first chat opened,
 * not inside the screen's chunk: the screen draws from its calls while the channel connects.
 */
const loadHub = () => import('./chat-hub');

/**
 * The chat channel for as long as the calling screen is open: connected through
 * the ChatSocket port (the fake chat server in mock mode, socket.io otherwise)
 * with the session's token, joined as the session's member, closed when the
 * screen goes. Null until connected, and without a session.
 *
 * A token the chat server refuses ends the session as expired, as a refused
 * call does (src/shared/api/api.ts): the route guard then shows the login.
 */
export function useChatHub(): ChatHub | null {
  const session = useSession();
  const userId = session?.userId;
  const token = session?.token;
  const [hub, setHub] = useState<ChatHub | null>(null);
  useEffect(() => {
    if (!userId || !token) return;
    let closed = false;
    let opened: ChatHub | null = null;
    void Promise.all([getPorts(), loadHub()]).then(
      ([ports, { connectChatHub }]) => {
        if (closed) return;
        opened = connectChatHub(ports.connectChat, { token, user_id: userId });
        opened.on('refused', () => endSession('expired'));
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
  }, [userId, token]);
  return hub;
}

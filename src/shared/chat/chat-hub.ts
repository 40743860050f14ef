import type { ChatEmits, ChatEventMessage } from '@/shared/api/contract/chat-events';
import type { ConnectChatSocket } from '@/shared/ports/chat-socket';
import { createChatClient, type ChatEvent, type ChatEventError } from './chat-client';

/**
 * The app's one place where chat events become what screens care about: a
 * message arrived, the partner started or stopped typing, the channel
 * delivered something broken. The switch over events is exhaustive by type:
 * an event added to the contract without a case here fails the type check.
 */

/** Who is typing to whom, in which chat. */
export interface TypingParties {
  chatid: string;
  sender_id: string;
  receiver_id: string;
}

export interface ChatHubListeners {
  message: (message: ChatEventMessage) => void;
  typing: (parties: TypingParties, typing: boolean) => void;
  error: (error: ChatEventError) => void;
  /** The socket (re)connected: socket.io's 'connect', after a drop too. What waited can go now. */
  connected: () => void;
  /** The connection dropped (socket.io's 'disconnect'); socket.io tries again by itself, and 'connected' follows. */
  disconnected: () => void;
}

export interface ChatHub {
  /** Subscribes to one kind of news; returns the unsubscribe. */
  on<K extends keyof ChatHubListeners>(kind: K, listener: ChatHubListeners[K]): () => void;
  /** Joins the channel as the signed-in member, so the server delivers their events here. */
  join(userId: string): boolean;
  sendMessage(message: ChatEmits['message']): boolean;
  setTyping(parties: TypingParties, typing: boolean): boolean;
  close(): void;
}

export function connectChatHub(connect: ConnectChatSocket): ChatHub {
  const subscribers: { [K in keyof ChatHubListeners]: Set<ChatHubListeners[K]> } = {
    message: new Set(),
    typing: new Set(),
    error: new Set(),
    connected: new Set(),
    disconnected: new Set(),
  };
  let joinedAs: string | undefined;

  function dispatch(event: ChatEvent): void {
    switch (event.type) {
      case 'broad':
        return subscribers.message.forEach((listener) => listener(event.payload));
      case 'receivetyping':
        return subscribers.typing.forEach((listener) => listener(event.payload, true));
      case 'receiveuntyping':
        return subscribers.typing.forEach((listener) => listener(event.payload, false));
      default:
        return unhandled(event);
    }
  }

  const socket = connect();
  const client = createChatClient(socket, {
    onEvent: dispatch,
    onError: (error) => subscribers.error.forEach((listener) => listener(error)),
  });

  // socket.io reconnects by itself after a drop, but the server forgets who the connection was:
  // join again on every 'connect'. (The port types only the contract's events; socket.io-client and
  // the in-page fake both emit these two lifecycle events.)
  const lifecycle = socket as unknown as { on(event: 'connect' | 'disconnect', listener: () => void): unknown };
  lifecycle.on('connect', () => {
    if (joinedAs) client.emit('join', { join_id: joinedAs });
    subscribers.connected.forEach((listener) => listener());
  });
  lifecycle.on('disconnect', () => subscribers.disconnected.forEach((listener) => listener()));

  return {
    on(kind, listener) {
      const set = subscribers[kind] as Set<typeof listener>;
      set.add(listener);
      return () => set.delete(listener);
    },
    join(userId) {
      joinedAs = userId;
      return client.emit('join', { join_id: userId });
    },
    sendMessage: (message) => client.emit('message', message),
    setTyping: (parties, typing) => client.emit('typing', { ...parties, message: typing ? 'type' : 'untype' }),
    close() {
      // Listeners first: a screen closing its own channel is not told the connection dropped.
      for (const set of Object.values(subscribers)) set.clear();
      client.disconnect();
    },
  };
}

/** Reached only if an event type has no case above, which the type check already refuses. */
function unhandled(event: never): void {
  throw new Error(`Chat event without a handler: ${JSON.stringify(event)}`);
}

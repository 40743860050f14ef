import { chatHandshake, type ChatEmits, type ChatEventMessage, type ChatHandshake } from '@/shared/api/contract/chat-events';
import { INVALID_ACCESS } from '@/shared/api/rules/session';
import type { ChatSocketLifecycle, ConnectChatSocket } from '@/shared/ports/chat-socket';
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
  /** The server refused the session's token ('Invalid access'): the session is over, and the channel with it. */
  refused: () => void;
}

export interface ChatHub {
  /** Subscribes to one kind of news; returns the unsubscribe. */
  on<K extends keyof ChatHubListeners>(kind: K, listener: ChatHubListeners[K]): () => void;
  /** Joins the channel as the signed-in member, so the server delivers their events here. */
  join(userId: string): boolean;
  /** False when not sent: it breaks the contract, or the connection is down (then the caller sends it again on 'connected'). */
  sendMessage(message: ChatEmits['message']): boolean;
  /** False when not sent, as sendMessage; a typing signal is not worth sending late. */
  setTyping(parties: TypingParties, typing: boolean): boolean;
  close(): void;
}

/** Opens the channel as the session's member: `handshake` is what the server checks before any event. */
export function connectChatHub(connect: ConnectChatSocket, handshake: ChatHandshake): ChatHub {
  const subscribers: { [K in keyof ChatHubListeners]: Set<ChatHubListeners[K]> } = {
    message: new Set(),
    typing: new Set(),
    error: new Set(),
    connected: new Set(),
    disconnected: new Set(),
    refused: new Set(),
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

  // Checked like an emit: a session that breaks the contract is a bug here, not something to send.
  const socket = connect(chatHandshake.parse(handshake));
  const client = createChatClient(socket, {
    onEvent: dispatch,
    onError: (error) => subscribers.error.forEach((listener) => listener(error)),
  });

  // socket.io reconnects by itself after a drop, but the server forgets who the connection was:
  // join again on every 'connect'. (The port types only the contract's events; socket.io-client and
  // the in-page fake both emit these lifecycle events.)
  const lifecycle = socket as unknown as ChatSocketLifecycle;
  // Between a drop and the next 'connect' nothing is emitted: socket.io would buffer it and send it on the
  // new connection before the 'connect' listeners run, so before the join, and the server drops what a
  // connection sends before it joins. What waits is the outbox's, which sends again on 'connected'.
  let dropped = false;
  lifecycle.on('connect', () => {
    dropped = false;
    if (joinedAs) client.emit('join', { join_id: joinedAs });
    subscribers.connected.forEach((listener) => listener());
  });
  lifecycle.on('disconnect', (reason) => {
    dropped = true;
    subscribers.disconnected.forEach((listener) => listener());
    // The server closed it (a session that ended while the connection stayed open): socket.io leaves that one
    // closed, so connect again, and the handshake answers, a refusal if the session is over.
    if (reason === SERVER_CLOSED) lifecycle.connect();
  });
  // A refused token is final (socket.io does not retry a refusal by the server); any other
  // connect_error is the network, which socket.io retries by itself.
  lifecycle.on('connect_error', (error) => {
    if (error.message === INVALID_ACCESS) subscribers.refused.forEach((listener) => listener());
  });

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
    sendMessage: (message) => !dropped && client.emit('message', message),
    setTyping: (parties, typing) => !dropped && client.emit('typing', { ...parties, message: typing ? 'type' : 'untype' }),
    close() {
      // Listeners first: a screen closing its own channel is not told the connection dropped.
      for (const set of Object.values(subscribers)) set.clear();
      client.disconnect();
    },
  };
}

/** socket.io's reason for a connection the server closed on purpose. */
const SERVER_CLOSED = 'io server disconnect';

/** Reached only if an event type has no case above, which the type check already refuses. */
function unhandled(event: never): void {
  throw new Error(`Chat event without a handler: ${JSON.stringify(event)}`);
}

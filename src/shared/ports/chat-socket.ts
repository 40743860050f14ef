import type { ChatEmits, ChatHandshake, ChatListens } from '@/shared/api/contract/chat-events';

/**
 * The chat channel as the app uses it. socket.io-client's Socket satisfies it
 * (real mode, and the standalone mock server); the in-browser fake chat server
 * on mock-socket does too (mock mode).
 */
export interface ChatSocket {
  emit<E extends keyof ChatEmits>(event: E, payload: ChatEmits[E]): unknown;
  on<E extends keyof ChatListens>(event: E, listener: (payload: ChatListens[E]) => void): unknown;
  off<E extends keyof ChatListens>(event: E, listener: (payload: ChatListens[E]) => void): unknown;
  disconnect(): unknown;
}

/**
 * socket.io's own connection events, beside the contract's. 'connect_error' carries the
 * server's refusal (its message 'Invalid access' for a token it does not take). 'disconnect'
 * says why: after 'io server disconnect' socket.io does not try again by itself, `connect()` does.
 */
export interface ChatSocketLifecycle {
  on(event: 'connect', listener: () => void): unknown;
  on(event: 'disconnect', listener: (reason?: string) => void): unknown;
  on(event: 'connect_error', listener: (error: Error) => void): unknown;
  connect(): unknown;
}

/** Opens the channel, presenting the session (the handshake's `auth`). */
export type ConnectChatSocket = (handshake: ChatHandshake) => ChatSocket;

import type { ChatEmits, ChatListens } from '@/shared/api/contract/chat-events';

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

export type ConnectChatSocket = () => ChatSocket;

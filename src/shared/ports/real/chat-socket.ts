import { io } from 'socket.io-client';
import { env } from '@/shared/config/env';
import type { ChatSocket, ConnectChatSocket } from '../chat-socket';

/**
 * The chat server over socket.io (real mode and the standalone mock server). The session goes in
 * the handshake's `auth`, so the server knows the connection's member before any event.
 */
export const connectRealChat: ConnectChatSocket = (auth) => io(env.chatUrl || undefined, { transports: ['websocket'], auth }) as unknown as ChatSocket;

import { io } from 'socket.io-client';
import { env } from '@/shared/config/env';
import type { ChatSocket, ConnectChatSocket } from '../chat-socket';

/** The chat server over socket.io (real mode and the standalone mock server). */
export const connectRealChat: ConnectChatSocket = () => io(env.chatUrl || undefined, { transports: ['websocket'] }) as unknown as ChatSocket;

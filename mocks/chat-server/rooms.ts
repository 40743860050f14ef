import type { ChatListens } from '@/shared/api/contract/chat-events';
import { logChatEvent, throughNetwork } from './chat-network';

/**
 * Who listens for whom. Each member's connections form a room named by their
 * user id (the join event), as on the real chat server. We keep the map
 * ourselves: mock-socket's own rooms (`in()`) are broken in 9.3.
 */

/** One client connection, whatever carries it (mock-socket in the browser, any other transport later). */
export interface ChatConnection {
  /** The member whose token opened it (chat-server/handshake.ts): the only one it may join or speak as. */
  readonly memberId: string;
  send<E extends keyof ChatListens>(event: E, payload: ChatListens[E]): void;
}

const rooms = new Map<string, Set<ChatConnection>>();

export function joinRoom(userId: string, connection: ChatConnection): void {
  const room = rooms.get(userId) ?? new Set<ChatConnection>();
  room.add(connection);
  rooms.set(userId, room);
}

export function isInRoom(userId: string, connection: ChatConnection): boolean {
  return rooms.get(userId)?.has(connection) ?? false;
}

export function leaveRooms(connection: ChatConnection): void {
  for (const [userId, room] of rooms) {
    room.delete(connection);
    if (room.size === 0) rooms.delete(userId);
  }
}

/** Sends to every connection of the member; nothing happens while they have none. */
export function deliverTo<E extends keyof ChatListens>(userId: string, event: E, payload: ChatListens[E]): void {
  const room = rooms.get(userId) ?? new Set<ChatConnection>();
  logChatEvent(event, room.size > 0 ? `to ${userId}` : `to ${userId}, not connected`);
  for (const connection of room) {
    // An injected 'malformed' fault sends what the contract forbids, on purpose: hence the cast.
    throughNetwork(event, payload, (delivered) => connection.send(event, delivered as ChatListens[E]));
  }
}

export function emptyRooms(): void {
  rooms.clear();
}

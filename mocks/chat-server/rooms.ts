import type { ChatListens } from '@/shared/api/contract/chat-events';
import { memberForToken } from '../domain/session-tokens';
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
  /** That token, asked again at every event: a session ends (its 12 hours, a deactivation) while its connection stays open. */
  readonly token: string;
  send<E extends keyof ChatListens>(event: E, payload: ChatListens[E]): void;
  /** Closes it as the handshake refuses one ('Invalid access'), so its client knows the session is over. */
  refuse(): void;
  /** Whether it has closed: a join whose turn comes after its connection closed joins nothing. */
  isClosed?(): boolean;
}

const rooms = new Map<string, Set<ChatConnection>>();

export function joinRoom(userId: string, connection: ChatConnection): void {
  // Left every room as it closed (leaveRooms): joining now would keep a dead connection, heard twice by its member's next one.
  if (connection.isClosed?.()) return;
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

/**
 * Whether the connection's session still holds. One whose session ended is refused, closed and taken out of
 * every room: it neither speaks nor hears for its member any longer.
 */
export function sessionHolds(connection: ChatConnection): boolean {
  if (memberForToken(connection.token)?.user_id === connection.memberId) return true;
  logChatEvent('connect', `closed: the session of ${connection.memberId} ended`);
  leaveRooms(connection);
  connection.refuse();
  return false;
}

type Delivery = <E extends keyof ChatListens>(userId: string, event: E, payload: ChatListens[E]) => void;

/** Where a delivery goes beside this host's connections: the browser's other tabs (shared-tabs/chat-relay.ts). */
let relay: Delivery = () => undefined;

export function relayDeliveriesTo(next: Delivery): void {
  relay = next;
}

/** Sends to every connection of the member whose session holds, in this host and any it relays to. */
export function deliverTo<E extends keyof ChatListens>(userId: string, event: E, payload: ChatListens[E]): void {
  deliverHere(userId, event, payload);
  relay(userId, event, payload);
}

/** Sends to this host's connections of the member whose session holds; nothing happens while they have none. */
export function deliverHere<E extends keyof ChatListens>(userId: string, event: E, payload: ChatListens[E]): void {
  const room = new Set([...(rooms.get(userId) ?? [])].filter(sessionHolds));
  logChatEvent(event, room.size > 0 ? `to ${userId}` : `to ${userId}, not connected`);
  for (const connection of room) {
    // An injected 'malformed' fault sends what the contract forbids, on purpose: hence the cast.
    throughNetwork(event, payload, (delivered) => connection.send(event, delivered as ChatListens[E]));
  }
}

export function emptyRooms(): void {
  rooms.clear();
}

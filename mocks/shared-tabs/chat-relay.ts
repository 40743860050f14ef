import type { ChatListens } from '@/shared/api/contract/chat-events';
import { deliverHere, relayDeliveriesTo } from '../chat-server/rooms';
import { inSection } from '../lib/backend-section';

/**
 * Each tab runs its own chat server (mock-socket), holding the connections of its own page. A delivery
 * (a message, typing, its end) goes to the member's connections in every tab of the origin, as one chat
 * server reaches every client of a member: the other tabs hear it over a BroadcastChannel and deliver it
 * to theirs, after catching up with the database (the session that proves each connection may be new).
 */
const CHANNEL = 'amora:fake-chat';

interface RelayedDelivery {
  userId: string;
  event: keyof ChatListens;
  payload: ChatListens[keyof ChatListens];
}

export function relayChatAcrossTabs(): void {
  const channel = new BroadcastChannel(CHANNEL);
  relayDeliveriesTo((userId, event, payload) => channel.postMessage({ userId, event, payload } satisfies RelayedDelivery));
  channel.onmessage = ({ data }: MessageEvent<RelayedDelivery>) => {
    void inSection(() => deliverHere(data.userId, data.event, data.payload));
  };
}

import type { MessageRecord } from '../db/records';
import { toEventMessage } from '../domain/chat-messages';
import { deliverTo } from './rooms';

/**
 * A stored message goes out as 'broad' to both parties: the receiver sees it
 * arrive, and the sender's connections (every open tab, the sending one too)
 * see it confirmed as the server holds it.
 */
export function broadcastMessage(record: MessageRecord, language: string): void {
  const payload = toEventMessage(record, language);
  deliverTo(record.receiver_id, 'broad', payload);
  if (record.sender_id !== record.receiver_id) deliverTo(record.sender_id, 'broad', payload);
}

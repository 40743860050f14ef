import { chatEvents, type ChatEmits } from '@/shared/api/contract/chat-events';
import { chatById, sendingRefusal } from '../domain/chat-pairs';
import { storeMessage, toEventMessage } from '../domain/chat-messages';
import { onMemberMessage } from '../people/partner-replies';
import { broadcastMessage } from './broadcast';
import { logChatEvent, throughNetwork } from './chat-network';
import { deliverTo, isInRoom, joinRoom, sessionHolds, type ChatConnection } from './rooms';
import { memberById } from '../db/member-index';
import { inSection } from '../lib/backend-section';

/**
 * The chat server's rules, whatever transport brings the events. A connection
 * reaches here only once its handshake proved its member (handshake.ts), and
 * only while that session holds (rooms.ts: one that ended is refused). Every
 * event is checked against the contract; one that fails, a join as another
 * member than the token's, or an event sent for a member the connection did
 * not join as, is dropped with a warning, as a real server would ignore it.
 * The channel has no error event, so a refusal is silence.
 */

function drop(event: string, reason: string, payload?: unknown): void {
  console.warn(`[fake chat] dropped '${event}': ${reason}`, payload);
  logChatEvent(event, `dropped: ${reason}`);
}

/** An event a client emitted, as the network (and its injected faults) lets it through, while its session holds. */
export function receiveChatEvent(connection: ChatConnection, event: string, payload: unknown): void {
  throughNetwork(event, payload, (received) => {
    void inSection(() => (sessionHolds(connection) ? handle(connection, event, received) : drop(event, 'the session ended', received)));
  });
}

async function handle(connection: ChatConnection, event: string, payload: unknown): Promise<void> {
  switch (event) {
    case 'join':
      return onJoin(connection, parse('join', payload));
    case 'typing':
      return onTyping(connection, parse('typing', payload));
    case 'message':
      return onMessage(connection, parse('message', payload));
    default:
      drop(event, 'unknown event', payload);
  }
}

function parse<E extends keyof ChatEmits>(event: E, payload: unknown): ChatEmits[E] | undefined {
  const parsed = chatEvents.emit[event].safeParse(payload);
  if (parsed.success) return parsed.data as ChatEmits[E];
  drop(event, parsed.error.issues.map((issue) => `${issue.path.join('.') || 'payload'}: ${issue.message}`).join('; '), payload);
  return undefined;
}

function onJoin(connection: ChatConnection, payload: ChatEmits['join'] | undefined): void {
  if (!payload) return;
  const member = memberById(payload.join_id);
  if (!member) return drop('join', 'unknown member', payload);
  if (payload.join_id !== connection.memberId) return drop('join', "not the member of the connection's token", payload);
  if (member.userstatus === '0') return drop('join', 'deactivated member', payload);
  joinRoom(payload.join_id, connection);
  logChatEvent('join', `joined as ${payload.join_id}`);
}

function onTyping(connection: ChatConnection, payload: ChatEmits['typing'] | undefined): void {
  if (!payload) return;
  if (payload.sender_id !== connection.memberId) return drop('typing', "the sender is not the member of the connection's token", payload);
  if (!isInRoom(payload.sender_id, connection)) return drop('typing', 'the connection did not join as the sender', payload);
  // A blocked pair sees nothing of each other, typing included.
  const refusal = sendingRefusal(chatById(payload.chatid), payload.sender_id, payload.receiver_id);
  if (refusal) return drop('typing', refusal, payload);
  const { message, ...parties } = payload;
  logChatEvent('typing', message);
  // Only the receiver hears it: the typist knows they are typing.
  deliverTo(parties.receiver_id, message === 'type' ? 'receivetyping' : 'receiveuntyping', parties);
}

async function onMessage(connection: ChatConnection, payload: ChatEmits['message'] | undefined): Promise<void> {
  if (!payload) return;
  if (payload.sender_id !== connection.memberId) return drop('message', "the sender is not the member of the connection's token", payload);
  if (!isInRoom(payload.sender_id, connection)) return drop('message', 'the connection did not join as the sender', payload);
  const refusal = sendingRefusal(chatById(payload.chat_id), payload.sender_id, payload.receiver_id);
  if (refusal) return drop('message', refusal, payload);
  const { type, message, upload_image: uploadImage, chatTime } = payload.message;
  // A feed message carries the feed's content, which this event has no room for: only the server creates those.
  if (type === 'feed') return drop('message', 'feed messages cannot be sent', payload);
  if (type === 'text' ? message === '' : uploadImage === '') return drop('message', 'empty message', payload);
  const { record, created } = await storeMessage({
    chat_id: payload.chat_id,
    sender_id: payload.sender_id,
    receiver_id: payload.receiver_id,
    type,
    message,
    upload_image: uploadImage,
    chat_time: chatTime,
  });
  if (created) {
    logChatEvent('message', 'stored');
    broadcastMessage(record, payload.language);
    onMemberMessage(record, payload.language);
    return;
  }
  // A repeat (a retry after a drop, or the send call stored it first): only the connection that sent it
  // hears it again, as the confirmation its outbox waits for. The receiver already had it once.
  logChatEvent('message', 'a repeat, already stored: echoed to the sender only');
  const echo = toEventMessage(record, payload.language);
  // Through the network's faults like any delivery (a 'malformed' fault sends what the contract forbids, hence the cast).
  throughNetwork('broad', echo, (delivered) => connection.send('broad', delivered as typeof echo));
}

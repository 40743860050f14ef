import { chatEvents, type ChatEmits, type ChatListens } from '@/shared/api/contract/chat-events';
import type { ChatSocket } from '@/shared/ports/chat-socket';

/**
 * The chat channel's client, beside the API client: every event that arrives
 * is parsed against the contract (chat-events.ts), as the API client parses
 * every HTTP answer. A valid event reaches `onEvent` typed; a malformed one
 * reaches `onError` as a ChatEventError, never as a throw inside the socket's
 * delivery. What the app emits is checked too, so a bad payload never leaves.
 */

export type ChatListenName = keyof ChatListens;
export type ChatEmitName = keyof ChatEmits;

/** One event the server sent, after the contract check: switch on `type`. */
export type ChatEvent = { [E in ChatListenName]: { type: E; payload: ChatListens[E] } }[ChatListenName];

/**
 * - contract: an incoming event's payload does not match the contract (it is dropped);
 * - invalid-emit: the app tried to emit a payload that breaks the contract (it is not sent).
 */
export type ChatErrorKind = 'contract' | 'invalid-emit';

export class ChatEventError extends Error {
  readonly kind: ChatErrorKind;
  readonly event: string;
  /** What arrived (or what the app tried to send), for the log. */
  readonly payload: unknown;

  constructor(kind: ChatErrorKind, event: string, message: string, payload: unknown) {
    super(message);
    this.name = 'ChatEventError';
    this.kind = kind;
    this.event = event;
    this.payload = payload;
  }
}

export function isChatEventError(error: unknown): error is ChatEventError {
  return error instanceof ChatEventError;
}

export interface ChatClientOptions {
  onEvent: (event: ChatEvent) => void;
  onError: (error: ChatEventError) => void;
}

export interface ChatClient {
  /** Emits an event after checking it against the contract; false when it was not sent. */
  emit<E extends ChatEmitName>(event: E, payload: ChatEmits[E]): boolean;
  /** Stops listening and closes the socket. */
  disconnect(): void;
}

const listenNames = Object.keys(chatEvents.listen) as ChatListenName[];

export function createChatClient(socket: ChatSocket, { onEvent, onError }: ChatClientOptions): ChatClient {
  // The socket is typed with the contract's payloads, but the network does not honour types: take what arrives as unknown.
  const listeners = listenNames.map((name) => {
    const listener = (payload: unknown) => {
      const event = parseChatEvent(name, payload);
      if (event instanceof ChatEventError) onError(event);
      else onEvent(event);
    };
    socket.on(name, listener);
    return [name, listener] as const;
  });

  return {
    emit(event, payload) {
      const checked = chatEvents.emit[event].safeParse(payload);
      if (!checked.success) {
        onError(new ChatEventError('invalid-emit', event, `Not sent: '${event}' breaks the contract: ${issuesOf(checked.error)}`, payload));
        return false;
      }
      socket.emit(event, checked.data as ChatEmits[typeof event]);
      return true;
    },
    disconnect() {
      for (const [name, listener] of listeners) socket.off(name, listener);
      socket.disconnect();
    },
  };
}

/** One incoming event checked against the contract: the typed event, or the error that says why not. */
export function parseChatEvent(name: ChatListenName, payload: unknown): ChatEvent | ChatEventError {
  const parsed = chatEvents.listen[name].safeParse(payload);
  if (!parsed.success) return new ChatEventError('contract', name, `Unexpected '${name}' event: ${issuesOf(parsed.error)}`, payload);
  return { type: name, payload: parsed.data } as ChatEvent;
}

function issuesOf(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): string {
  return error.issues.map((issue) => `${issue.path.map(String).join('.') || 'payload'}: ${issue.message}`).join('; ');
}

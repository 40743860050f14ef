import { WebSocket as MockWebSocket } from 'mock-socket';
import type { ChatEmits, ChatHandshake, ChatListens } from '@/shared/api/contract/chat-events';
import type { ChatSocket, ConnectChatSocket } from '@/shared/ports/chat-socket';
import { decodeFrame, encodeFrame, HANDSHAKE_FRAME, REFUSAL_FRAME } from './frames';
import { FAKE_CHAT_URL, startFakeChatServer } from './mock-socket-server';

type Listener = (payload: unknown) => void;

/**
 * The app's chat socket in mock mode: mock-socket's WebSocket client to the
 * in-page chat server, behind the same small interface socket.io-client
 * satisfies. We do not use mock-socket's socket.io emulation: its server hears
 * a client's events without knowing which client sent them, so a join could
 * not be tied to its connection. The handshake socket.io sends as `auth` goes
 * as the first frame, and a refusal comes back as 'connect_error', an Error
 * with the server's message, as socket.io-client hands it.
 */
class FakeChatSocket implements ChatSocket {
  readonly #socket: MockWebSocket;
  /** Like socket.io-client, events emitted before the connection opens wait for it. */
  readonly #outbox: string[] = [];
  readonly #listeners = new Map<string, Set<Listener>>();

  constructor(url: string, handshake: ChatHandshake) {
    this.#socket = new MockWebSocket(url);
    this.#socket.onopen = () => {
      this.#socket.send(encodeFrame(HANDSHAKE_FRAME, handshake));
      for (const frame of this.#outbox.splice(0)) this.#socket.send(frame);
    };
    this.#socket.onmessage = (event) => this.#receive(event.data);
  }

  emit<E extends keyof ChatEmits>(event: E, payload: ChatEmits[E]): this {
    const frame = encodeFrame(event, payload);
    if (this.#socket.readyState === MockWebSocket.OPEN) this.#socket.send(frame);
    else if (this.#socket.readyState === MockWebSocket.CONNECTING) this.#outbox.push(frame);
    return this;
  }

  on<E extends keyof ChatListens>(event: E, listener: (payload: ChatListens[E]) => void): this {
    const listeners = this.#listeners.get(event) ?? new Set<Listener>();
    listeners.add(listener as Listener);
    this.#listeners.set(event, listeners);
    return this;
  }

  off<E extends keyof ChatListens>(event: E, listener: (payload: ChatListens[E]) => void): this {
    this.#listeners.get(event)?.delete(listener as Listener);
    return this;
  }

  disconnect(): this {
    this.#outbox.length = 0;
    this.#socket.close();
    return this;
  }

  #receive(data: unknown): void {
    const frame = decodeFrame(data);
    if (!frame) return;
    const payload = frame.event === REFUSAL_FRAME ? refusalError(frame.payload) : frame.payload;
    for (const listener of this.#listeners.get(frame.event) ?? []) {
      // As from a network: the app's handler runs on its own, and its failure cannot break the server's delivery loop.
      queueMicrotask(() => listener(payload));
    }
  }
}

/** The server's refusal as socket.io-client's connect_error hands it: an Error with the server's message. */
function refusalError(payload: unknown): Error {
  const message = (payload as { message?: unknown } | null)?.message;
  return new Error(typeof message === 'string' ? message : 'Connection refused');
}

export const connectFakeChat: ConnectChatSocket = (handshake) => {
  startFakeChatServer();
  return new FakeChatSocket(FAKE_CHAT_URL, handshake);
};

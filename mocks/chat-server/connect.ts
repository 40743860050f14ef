import { WebSocket as MockWebSocket } from 'mock-socket';
import type { ChatEmits, ChatListens } from '@/shared/api/contract/chat-events';
import type { ChatSocket, ConnectChatSocket } from '@/shared/ports/chat-socket';
import { decodeFrame, encodeFrame } from './frames';
import { FAKE_CHAT_URL, startFakeChatServer } from './mock-socket-server';

type Listener = (payload: unknown) => void;

/**
 * The app's chat socket in mock mode: mock-socket's WebSocket client to the
 * in-page chat server, behind the same small interface socket.io-client
 * satisfies. We do not use mock-socket's socket.io emulation: its server hears
 * a client's events without knowing which client sent them, so a join could
 * not be tied to its connection.
 */
class FakeChatSocket implements ChatSocket {
  readonly #socket: MockWebSocket;
  /** Like socket.io-client, events emitted before the connection opens wait for it. */
  readonly #outbox: string[] = [];
  readonly #listeners = new Map<string, Set<Listener>>();

  constructor(url: string) {
    this.#socket = new MockWebSocket(url);
    this.#socket.onopen = () => {
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
    for (const listener of this.#listeners.get(frame.event) ?? []) {
      // As from a network: the app's handler runs on its own, and its failure cannot break the server's delivery loop.
      queueMicrotask(() => listener(frame.payload));
    }
  }
}

export const connectFakeChat: ConnectChatSocket = () => {
  startFakeChatServer();
  return new FakeChatSocket(FAKE_CHAT_URL);
};

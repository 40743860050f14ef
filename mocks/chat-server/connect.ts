import { WebSocket as MockWebSocket } from 'mock-socket';
import type { ChatEmits, ChatListens } from '@/shared/api/contract/chat-events';
import type { ChatSocket, ConnectChatSocket } from '@/shared/ports/chat-socket';
import { decodeFrame, encodeFrame } from './frames';
import { FAKE_CHAT_URL, startFakeChatServer, trackFakeChatClient } from './mock-socket-server';

type Listener = (payload: unknown) => void;

/** socket.io-client's default wait before it tries again after a drop. */
const RECONNECT_DELAY_MS = 1_000;

/**
 * The app's chat socket in mock mode: mock-socket's WebSocket client to the
 * in-page chat server, behind the same small interface socket.io-client
 * satisfies. We do not use mock-socket's socket.io emulation: its server hears
 * a client's events without knowing which client sent them, so a join could
 * not be tied to its connection.
 */
class FakeChatSocket implements ChatSocket {
  readonly #url: string;
  #socket: MockWebSocket;
  /** Like socket.io-client, events emitted before the connection opens wait for it. */
  readonly #outbox: string[] = [];
  readonly #listeners = new Map<string, Set<Listener>>();
  /** Whether the app closed it (no reconnection then), and the next attempt, while one waits. */
  #closedByApp = false;
  #connected = false;
  #retry: ReturnType<typeof setTimeout> | undefined;
  readonly #untrack: () => void;

  constructor(url: string) {
    this.#url = url;
    this.#socket = this.#open();
    this.#untrack = trackFakeChatClient(this);
  }

  /**
   * As socket.io-client does: 'connect' on each opening, 'disconnect' when a connection drops,
   * and another attempt a second later, again and again, until one holds or the app closes it.
   */
  #open(): MockWebSocket {
    const socket = new MockWebSocket(this.#url);
    socket.onopen = () => {
      this.#connected = true;
      for (const frame of this.#outbox.splice(0)) socket.send(frame);
      this.#lifecycle('connect');
    };
    socket.onmessage = (event) => this.#receive(event.data);
    socket.onclose = () => {
      if (this.#closedByApp || this.#socket !== socket) return;
      if (this.#connected) this.#lifecycle('disconnect');
      this.#connected = false;
      this.#retry = setTimeout(() => {
        this.#retry = undefined;
        if (!this.#closedByApp) this.#socket = this.#open();
      }, RECONNECT_DELAY_MS);
    };
    return socket;
  }

  #lifecycle(event: 'connect' | 'disconnect'): void {
    for (const listener of this.#listeners.get(event) ?? []) queueMicrotask(() => listener(undefined));
  }

  emit<E extends keyof ChatEmits>(event: E, payload: ChatEmits[E]): this {
    const frame = encodeFrame(event, payload);
    if (this.#socket.readyState === MockWebSocket.OPEN) this.#socket.send(frame);
    // Between a drop and the next connection too, as socket.io-client buffers: sent once it connects.
    else if (!this.#closedByApp) this.#outbox.push(frame);
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
    this.#untrack();
    this.#closedByApp = true;
    clearTimeout(this.#retry);
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

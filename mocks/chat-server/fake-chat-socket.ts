import { WebSocket as MockWebSocket } from 'mock-socket';
import type { ChatEmits, ChatHandshake, ChatListens } from '@/shared/api/contract/chat-events';
import type { ChatSocket } from '@/shared/ports/chat-socket';
import { ACCEPTED_FRAME, decodeFrame, encodeFrame, HANDSHAKE_FRAME, REFUSAL_FRAME } from './frames';

type Listener = (payload: unknown) => void;

/** socket.io-client's default wait before it tries again after a drop. */
const RECONNECT_DELAY_MS = 1_000;

/** socket.io-client's words for a connection that closed under it, and for a frame it could not read. */
const TRANSPORT_CLOSE = 'transport close';
const TRANSPORT_ERROR = 'websocket error';
const PARSE_ERROR = 'parse error';

/**
 * The app's chat socket in mock mode: mock-socket's WebSocket client to the
 * in-page chat server, behind the same small interface socket.io-client
 * satisfies. We do not use mock-socket's socket.io emulation: its server hears
 * a client's events without knowing which client sent them, so a join could
 * not be tied to its connection. The handshake socket.io sends as `auth` goes
 * as the first frame, and a refusal comes back as 'connect_error', an Error
 * with the server's message, as socket.io-client hands it.
 */
export class FakeChatSocket implements ChatSocket {
  readonly #url: string;
  readonly #handshake: ChatHandshake;
  #socket: MockWebSocket;
  /** Like socket.io-client, events emitted before the connection opens wait for it. */
  readonly #outbox: string[] = [];
  readonly #listeners = new Map<string, Set<Listener>>();
  /** Whether it is over (the app closed it, or the server refused it: no reconnection then), and the next attempt, while one waits. */
  #ended = false;
  #connected = false;
  /** Why the open connection is being closed from this side (a frame it could not read), for the events that follow. */
  #closing: string | undefined;
  #retry: ReturnType<typeof setTimeout> | undefined;
  readonly #untrack: () => void;

  /** `untrack`: called as the app closes it, so the server's list of clients forgets it. */
  constructor(url: string, handshake: ChatHandshake, untrack: () => void) {
    this.#url = url;
    this.#handshake = handshake;
    this.#socket = this.#open();
    this.#untrack = untrack;
  }

  /**
   * As socket.io-client does: 'connect' once the server accepts the handshake, 'disconnect' when a connection
   * drops, 'connect_error' when one closes before its handshake was answered (the network, not the server: a
   * transport error), and another attempt a second later, again and again, until one holds or the app closes it
   * (or the server refuses the handshake: socket.io-client does not retry a refused one either). Every
   * connection starts with the handshake, a new one after a drop too.
   */
  #open(): MockWebSocket {
    const socket = new MockWebSocket(this.#url);
    socket.onopen = () => {
      socket.send(encodeFrame(HANDSHAKE_FRAME, this.#handshake));
      // What waited goes behind the handshake: the server hears it only once it accepts the handshake.
      for (const frame of this.#outbox.splice(0)) socket.send(frame);
    };
    socket.onmessage = (event) => this.#receive(event.data);
    socket.onclose = () => {
      if (this.#ended || this.#socket !== socket) return;
      const reason = this.#closing;
      this.#closing = undefined;
      if (this.#connected) this.#lifecycle('disconnect', reason ?? TRANSPORT_CLOSE);
      else this.#lifecycle('connect_error', new Error(reason ?? TRANSPORT_ERROR));
      this.#connected = false;
      this.#retry = setTimeout(() => {
        this.#retry = undefined;
        if (!this.#ended) this.#socket = this.#open();
      }, RECONNECT_DELAY_MS);
    };
    return socket;
  }

  /** The server accepted the handshake: only now is the client connected, as socket.io-client is on the CONNECT packet. */
  #accepted(): void {
    this.#connected = true;
    this.#lifecycle('connect', undefined);
  }

  #lifecycle(event: 'connect' | 'disconnect' | 'connect_error', payload: unknown): void {
    for (const listener of this.#listeners.get(event) ?? []) queueMicrotask(() => listener(payload));
  }

  emit<E extends keyof ChatEmits>(event: E, payload: ChatEmits[E]): this {
    const frame = encodeFrame(event, payload);
    // Once open, straight on: the server hears them behind the handshake, and only if it accepts it.
    if (this.#socket.readyState === MockWebSocket.OPEN) this.#socket.send(frame);
    // Between a drop and the next connection too, as socket.io-client buffers: sent once it connects.
    else if (!this.#ended) this.#outbox.push(frame);
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

  /** As socket.io-client's: opens a connection again if none is open or coming (its drops retry by themselves). */
  connect(): this {
    if (!this.#ended && this.#socket.readyState === MockWebSocket.CLOSED && this.#retry === undefined) this.#socket = this.#open();
    return this;
  }

  disconnect(): this {
    this.#untrack();
    this.#ended = true;
    clearTimeout(this.#retry);
    this.#outbox.length = 0;
    this.#socket.close();
    return this;
  }

  #receive(data: unknown): void {
    const frame = decodeFrame(data);
    // A frame that does not parse: socket.io-client closes the connection ('parse error') and tries again.
    if (!frame) {
      this.#closing = PARSE_ERROR;
      this.#socket.close();
      return;
    }
    if (frame.event === ACCEPTED_FRAME) return this.#accepted();
    const refused = frame.event === REFUSAL_FRAME;
    if (refused) this.#ended = true;
    const payload = refused ? refusalError(frame.payload) : frame.payload;
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

import type { ChatEmits, ChatHandshake, ChatListens } from '@/shared/api/contract/chat-events';
import type { ChatSocket, ConnectChatSocket } from '@/shared/ports/chat-socket';

/**
 * The app's chat socket in mock mode (the ChatSocket port), as the fake backend's start hands it over: the in-page
 * chat server and its mock-socket client (mock-socket-server.ts, fake-chat-socket.ts, with the mock-socket library
 * about a sixth of the start's weight) load with the first chat opened, as a real page loads socket.io-client with
 * its chat. Until then what the app asks of the socket waits, in its order, and is done once the socket is there.
 */
type Socket = ChatSocket & { connect(): unknown };
const loadInPageChat = () => import('./mock-socket-server');

class ChatSocketOnItsWay implements ChatSocket {
  #socket: Socket | undefined;
  #closed = false;
  readonly #waiting: ((socket: Socket) => void)[] = [];

  constructor(handshake: ChatHandshake) {
    void loadInPageChat().then(({ openFakeChat }) => {
      if (this.#closed) return;
      const socket = openFakeChat(handshake);
      this.#socket = socket;
      for (const asked of this.#waiting.splice(0)) asked(socket);
    });
  }

  #whenThere(asked: (socket: Socket) => void): this {
    if (this.#socket) asked(this.#socket);
    else this.#waiting.push(asked);
    return this;
  }

  emit<E extends keyof ChatEmits>(event: E, payload: ChatEmits[E]): this {
    return this.#whenThere((socket) => socket.emit(event, payload));
  }

  on<E extends keyof ChatListens>(event: E, listener: (payload: ChatListens[E]) => void): this {
    return this.#whenThere((socket) => socket.on(event, listener));
  }

  off<E extends keyof ChatListens>(event: E, listener: (payload: ChatListens[E]) => void): this {
    return this.#whenThere((socket) => socket.off(event, listener));
  }

  connect(): this {
    return this.#whenThere((socket) => socket.connect());
  }

  /** Closed before it came: it never opens. */
  disconnect(): this {
    this.#closed = true;
    this.#waiting.length = 0;
    this.#socket?.disconnect();
    return this;
  }
}

export const connectFakeChat: ConnectChatSocket = (handshake) => new ChatSocketOnItsWay(handshake);

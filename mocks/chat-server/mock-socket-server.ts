import { Server, type Client } from 'mock-socket';
import type { ChatHandshake } from '@/shared/api/contract/chat-events';
import { networkConditions } from '../controls/network-conditions';
import { inSection } from '../lib/backend-section';
import { forgetPendingReplies } from '../people/partner-replies';
import { receiveChatEvent } from './chat-event-rules';
import { FakeChatSocket } from './fake-chat-socket';
import { ACCEPTED_FRAME, decodeFrame, encodeFrame, HANDSHAKE_FRAME, REFUSAL_FRAME } from './frames';
import { logChatEvent } from './chat-network';
import { CHAT_REFUSAL, provenHandshake } from './handshake';
import { handshakeCrossesTheNetwork, type HandshakeWire } from './handshake-faults';
import { deliverOnWire } from './wire-faults';
import { emptyRooms, leaveRooms, type ChatConnection } from './rooms';

/** Where the in-page chat server listens; only mock-socket's own clients reach it. */
export const FAKE_CHAT_URL = 'ws://chat.amora.test/socket';

let server: Server | undefined;
/** The connections open now, each closed as the network goes down (network-conditions.ts). */
const sockets = new Set<Client>();
let stopHearingTheNetwork: (() => void) | undefined;

/** Starts the in-page chat server once; every fake chat client connects to it. */
export function startFakeChatServer(): void {
  if (server) return;
  // mock: false leaves window.WebSocket alone: replacing it would cut Vite's hot-reload socket.
  server = new Server(FAKE_CHAT_URL, { mock: false });
  server.on('connection', attach);
  stopHearingTheNetwork = networkConditions.subscribe(({ up }) => {
    if (!up) closeEveryConnection('the network went down');
  });
}

/** Every connection closes under its client, as a lost network closes them: each client tries again on its own. */
export function closeEveryConnection(why: string): void {
  if (sockets.size > 0) logChatEvent('connect', `${sockets.size} connection(s) dropped: ${why}`);
  for (const socket of [...sockets]) socket.close();
}

/**
 * One client: its first frame is the handshake (socket.io's `auth`). A valid one makes the
 * connection its member's; anything else is refused as socket.io refuses in a middleware,
 * a connect_error 'Invalid access', and the connection is closed unheard.
 */
function attach(socket: Client): void {
  sockets.add(socket);
  let connection: ChatConnection | undefined;
  /** The handshake was answered some other way than accepted (refused, closed, a fault): what follows is nobody's. */
  let unanswerable = false;
  let closed = false;
  // One frame after the other: the handshake is proved against the database (a section), and the frames
  // sent behind it wait for its answer.
  let frames = Promise.resolve();
  socket.on('message', (data) => {
    frames = frames.then(() => onFrame(data));
  });
  const refuseWith = (message: string) => {
    unanswerable = true;
    connection = undefined;
    socket.send(encodeFrame(REFUSAL_FRAME, { message }));
    socket.close();
  };
  const refuse = () => refuseWith(CHAT_REFUSAL);
  const wire: HandshakeWire = {
    close: () => socket.close(),
    sendRaw: (text) => socket.send(text),
    refuse: refuseWith,
  };
  async function onFrame(data: Parameters<typeof decodeFrame>[0]): Promise<void> {
    const frame = decodeFrame(data);
    if (!frame) return console.warn('[fake chat] dropped a frame that is not an event', data);
    if (connection) return receiveChatEvent(connection, frame.event, frame.payload);
    // Frames the client sent before it heard the refusal (or behind a handshake a fault answered): nobody's.
    if (unanswerable || closed) return;
    unanswerable = !(await handshakeCrossesTheNetwork(wire));
    if (unanswerable || closed) return;
    const handshake = frame.event === HANDSHAKE_FRAME ? await inSection(() => provenHandshake(frame.payload)) : undefined;
    if (!handshake) return refuse();
    connection = {
      memberId: handshake.user_id,
      token: handshake.token,
      // Through the socket faults (a delay, another order), and only while the connection is open.
      send: (event, payload) =>
        deliverOnWire(() => {
          if (!closed) socket.send(encodeFrame(event, payload));
        }),
      refuse,
      isClosed: () => closed,
    };
    socket.send(encodeFrame(ACCEPTED_FRAME, {}));
  }
  socket.on('close', () => {
    closed = true;
    sockets.delete(socket);
    if (connection) leaveRooms(connection);
  });
}

/** The fake clients alive, so a test's end can close them too: none keeps trying to reconnect after it. */
const clients = new Set<{ disconnect(): unknown }>();

/** A client of the in-page chat server (fake-chat-socket.ts), the server started with the first. */
export function openFakeChat(handshake: ChatHandshake): FakeChatSocket {
  startFakeChatServer();
  const client: FakeChatSocket = new FakeChatSocket(FAKE_CHAT_URL, handshake, () => clients.delete(client));
  clients.add(client);
  return client;
}

/**
 * The chat server goes away as a crash or a lost network looks from the page: every connection
 * drops and the clients keep trying (socket.io's reconnection) until `startFakeChatServer()`.
 */
export function dropFakeChatServer(): void {
  stopHearingTheNetwork?.();
  stopHearingTheNetwork = undefined;
  server?.close();
  server = undefined;
  sockets.clear();
  emptyRooms();
}

/** Closes every connection and client, and forgets rooms and pending replies: a clean chat server for the next test. */
export function stopFakeChatServer(): void {
  for (const client of [...clients]) client.disconnect();
  clients.clear();
  dropFakeChatServer();
  forgetPendingReplies();
}

// A hot reload of this module would otherwise find the old server still holding the url.
import.meta.hot?.dispose(stopFakeChatServer);

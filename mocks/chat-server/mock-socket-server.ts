import { Server, type Client } from 'mock-socket';
import { inSection } from '../lib/backend-section';
import { forgetPendingReplies } from '../people/partner-replies';
import { receiveChatEvent } from './chat-event-rules';
import { decodeFrame, encodeFrame, HANDSHAKE_FRAME, REFUSAL_FRAME } from './frames';
import { CHAT_REFUSAL, provenHandshake } from './handshake';
import { emptyRooms, leaveRooms, type ChatConnection } from './rooms';

/** Where the in-page chat server listens; only mock-socket's own clients reach it. */
export const FAKE_CHAT_URL = 'ws://chat.amora.test/socket';

let server: Server | undefined;

/** Starts the in-page chat server once; every fake chat client connects to it. */
export function startFakeChatServer(): void {
  if (server) return;
  // mock: false leaves window.WebSocket alone: replacing it would cut Vite's hot-reload socket.
  server = new Server(FAKE_CHAT_URL, { mock: false });
  server.on('connection', attach);
}

/**
 * One client: its first frame is the handshake (socket.io's `auth`). A valid one makes the
 * connection its member's; anything else is refused as socket.io refuses in a middleware,
 * a connect_error 'Invalid access', and the connection is closed unheard.
 */
function attach(socket: Client): void {
  let connection: ChatConnection | undefined;
  let refused = false;
  // One frame after the other: the handshake is proved against the database (a section), and the frames
  // sent behind it wait for its answer.
  let frames = Promise.resolve();
  socket.on('message', (data) => {
    frames = frames.then(() => onFrame(data));
  });
  async function onFrame(data: Parameters<typeof decodeFrame>[0]): Promise<void> {
    const frame = decodeFrame(data);
    if (!frame) return console.warn('[fake chat] dropped a frame that is not an event', data);
    if (connection) return receiveChatEvent(connection, frame.event, frame.payload);
    // Frames the client sent before it heard the refusal: nobody's.
    if (refused) return;
    const handshake = frame.event === HANDSHAKE_FRAME ? await inSection(() => provenHandshake(frame.payload)) : undefined;
    const refuse = () => {
      refused = true;
      connection = undefined;
      socket.send(encodeFrame(REFUSAL_FRAME, { message: CHAT_REFUSAL }));
      socket.close();
    };
    if (!handshake) return refuse();
    connection = { memberId: handshake.user_id, token: handshake.token, send: (event, payload) => socket.send(encodeFrame(event, payload)), refuse };
  }
  socket.on('close', () => {
    if (connection) leaveRooms(connection);
  });
}

/** The fake clients alive, so a test's end can close them too: none keeps trying to reconnect after it. */
const clients = new Set<{ disconnect(): unknown }>();

export function trackFakeChatClient(client: { disconnect(): unknown }): () => void {
  clients.add(client);
  return () => clients.delete(client);
}

/**
 * The chat server goes away as a crash or a lost network looks from the page: every connection
 * drops and the clients keep trying (socket.io's reconnection) until `startFakeChatServer()`.
 */
export function dropFakeChatServer(): void {
  server?.close();
  server = undefined;
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

import { createServer, type Server as HttpServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { createMiddleware } from '@mswjs/http-middleware';
import express, { type NextFunction, type Request, type Response } from 'express';
import { Server as SocketIoServer, type DefaultEventsMap } from 'socket.io';
import { receiveChatEvent } from './chat-server/chat-hub';
import { CHAT_REFUSAL, memberOfHandshake } from './chat-server/handshake';
import { leaveRooms, type ChatConnection } from './chat-server/rooms';
import { handlers } from './handlers';
import { servePhotosFrom } from './lib/photos';
import { DEFAULT_SEED, seedDatabase } from './seed/seed-database';

/**
 * The standalone mock server (spec 3 section 1): the same handlers and data
 * over HTTP on 127.0.0.1 at /api/*, the fixture photos, and a real socket.io
 * chat server on the same port, for the app in real mode, for mobile clients
 * and for curl.
 */
export interface MockServerOptions {
  port: number;
  seed?: number;
  /** Where the project's files are, to serve fixtures/. */
  root: string;
}

export async function startMockServer({ port, seed = DEFAULT_SEED, root }: MockServerOptions): Promise<{ url: string; close: () => Promise<void> }> {
  const origin = `http://127.0.0.1:${port}`;
  servePhotosFrom(origin);
  await seedDatabase(seed);

  const app = express();
  app.use(allowOtherOrigins);
  app.use('/web/fixtures', serveFixtures(join(root, 'fixtures')));
  app.use(createMiddleware(...handlers));
  app.use((_request: Request, response: Response) => void response.status(404).json({ status: 'false', message: 'Not found' }));

  const server = createServer(app);
  attachChat(server);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: origin,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

/**
 * socket.io on the same port: each socket is one connection of the chat server's rooms. The
 * handshake's `auth` is checked before the connection opens (chat-server/handshake.ts): a
 * refusal reaches the client as connect_error 'Invalid access', and socket.io does not retry it.
 */
function attachChat(server: HttpServer): void {
  // Each socket's data: the member its handshake proved.
  const io = new SocketIoServer<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, { memberId: string }>(server, { cors: { origin: true } });
  io.use((socket, next) => {
    const memberId = memberOfHandshake(socket.handshake.auth);
    if (!memberId) return next(new Error(CHAT_REFUSAL));
    socket.data.memberId = memberId;
    next();
  });
  io.on('connection', (socket) => {
    const connection: ChatConnection = { memberId: socket.data.memberId, send: (event, payload) => void socket.emit(event, payload) };
    socket.onAny((event: string, payload: unknown) => receiveChatEvent(connection, event, payload));
    socket.on('disconnect', () => leaveRooms(connection));
  });
}

/** The app in real mode runs on another origin (the dev server, a preview): let it call. */
function allowOtherOrigins(request: Request, response: Response, next: NextFunction): void {
  response.setHeader('Access-Control-Allow-Origin', request.headers.origin ?? '*');
  response.setHeader('Vary', 'Origin');
  response.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type');
  response.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
  if (request.method === 'OPTIONS') {
    response.status(204).end();
    return;
  }
  next();
}

const contentTypes: Record<string, string> = { '.svg': 'image/svg+xml', '.json': 'application/json', '.png': 'image/png', '.jpg': 'image/jpeg' };

function serveFixtures(directory: string) {
  return async (request: Request, response: Response, next: NextFunction) => {
    const path = normalize(join(directory, decodeURIComponent(request.path)));
    if (!path.startsWith(directory)) return next();
    try {
      const file = await readFile(path);
      response.setHeader('Content-Type', contentTypes[extname(path)] ?? 'application/octet-stream');
      response.send(file);
    } catch {
      next();
    }
  };
}

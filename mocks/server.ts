import { createServer, type Server as HttpServer } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createMiddleware } from '@mswjs/http-middleware';
import cors from 'cors';
import express, { type NextFunction, type Request, type Response } from 'express';
import { Server as SocketIoServer, type DefaultEventsMap } from 'socket.io';
import type { ChatHandshake } from '@/shared/api/contract/chat-events';
import { receiveChatEvent } from './chat-server/chat-event-rules';
import { CHAT_REFUSAL, provenHandshake } from './chat-server/handshake';
import { leaveRooms, type ChatConnection } from './chat-server/rooms';
import { handlers } from './handlers';
import { unknownCallRefusal } from './handlers/unknown-call';
import { hybrid, readPassthroughList } from './hybrid/hybrid';
import { describePassthrough } from './hybrid/passthrough-list';
import { forwardTo } from './hybrid/upstream';
import { allowedOrigins, isAllowedOrigin } from './lib/allowed-origins';
import { photosOrigin, servePhotosFrom } from './lib/photos';
import { DEFAULT_SEED } from './seed/default-seed';
import { resetToSeed } from './seed/reset-to-seed';
import { answersAfterSave } from './server-data/answers-after-save';
import { openServerData, type ServerData } from './server-data/server-data';

// For scripts/mock-server.mjs, which loads this module alone (one module runner) and reads MOCK_SERVER_ORIGINS and
// MOCK_SERVER_SEED (`7` or `recorded:<name>`, fixtures/recorded/) with it.
export { allowedOrigins };
export { seedNamedBy, RECORDED_PREFIX } from './seed/recorded/recorded-seed-name';
export { recordedSeedNames } from './seed/recorded/recorded-seeds';

/**
 * The standalone mock server (docs/product/fake-backend-and-demo.md#modes): the same handlers and data
 * over HTTP on 127.0.0.1 at /api/*, the fixture photos, and a real socket.io
 * chat server on the same port, for the app in real mode, for mobile clients
 * and for curl.
 */
export interface MockServerOptions {
  port: number;
  seed?: number;
  /** Where the project's files are, to serve fixtures/. */
  root: string;
  /** The browser origins answered (lib/allowed-origins.ts): the dev server and the preview unless told. */
  origins?: ReadonlySet<string>;
  /**
   * Hybrid mode: the calls listed in `calls` (the syntax of mocks/hybrid/passthrough-list.ts, docs/guide/hybrid-mode.md)
   * are proxied to `upstream`, a real server's API base. A name the contract lacks throws, naming it.
   */
  passthrough?: { calls: string; upstream: string };
  /**
   * MOCK_SERVER_DATA: a folder the data is kept in across restarts (server-data/, docs/decisions/009-server-data.md).
   * Its saved state is restored instead of seeding; each call is answered once its changes are saved there.
   * A state that cannot be restored throws a ServerDataProblem saying why and how to start fresh.
   */
  dataFolder?: string;
}

/** What a server with a data folder started from, for its start message. */
export interface DataFolderStart {
  folder: string;
  seed: number;
  /** When the restored state was saved; null when the folder held none and the seed's data was saved into it. */
  restoredSavedAt: string | null;
}

export async function startMockServer({
  port,
  seed,
  root,
  origins = allowedOrigins(),
  passthrough,
  dataFolder,
}: MockServerOptions): Promise<{
  url: string;
  close: () => Promise<void>;
  realCalls: string[];
  data?: DataFolderStart;
  /** Saves what is not saved yet (the chat's last messages), at SIGTERM; nothing to do without a data folder. */
  saved: () => Promise<void>;
}> {
  const realList = passthrough && readPassthroughList(passthrough.calls);
  const origin = `http://127.0.0.1:${port}`;
  // The server's own pages (the API reference's "Try it out") call it too.
  const answered = new Set([...origins, origin]);
  const photosOriginBefore = photosOrigin();
  servePhotosFrom(origin);
  // A seed asked for (MOCK_SERVER_SEED) must match a data folder's; none asked takes the folder's.
  const data: ServerData | undefined = dataFolder ? await openServerData({ folder: dataFolder, origin, seed }) : undefined;
  if (!data) await resetToSeed(seed ?? DEFAULT_SEED);
  if (passthrough && realList) hybrid.configure(realList, passthrough.upstream, forwardTo(passthrough.upstream));

  const app = express();
  app.disable('x-powered-by');
  app.use(onlyAllowedOrigins(answered));
  app.use(
    cors({
      origin: true,
      allowedHeaders: ['Authorization', 'Content-Type'],
      methods: ['GET', 'POST', 'OPTIONS'],
      optionsSuccessStatus: 204,
    }),
  );
  app.use(boundedBodies(MAX_REQUEST_BYTES));
  // A path that is no file (a malformed escape, one leaving the folder) falls through to the 404 below.
  app.use('/web/fixtures', express.static(join(root, 'fixtures'), { index: false, redirect: false, fallthrough: true }));
  // The contract as documents (docs/api, npm run contract:export), beside the calls they describe.
  for (const document of ['openapi.json', 'asyncapi.json']) {
    app.get(`/api/${document}`, (_request: Request, response: Response) => response.sendFile(join(root, 'docs', 'api', document)));
  }
  // A page to read them: Swagger UI (swagger-ui-dist) with the project's own start file beside it.
  // `redirect`: /api/reference moves to /api/reference/, where the page's relative addresses resolve.
  app.use('/api/reference', express.static(join(root, 'mocks', 'api-reference'), { redirect: true }));
  app.use('/api/reference', express.static(swaggerUiFolder(), { index: false, redirect: false }));
  if (data) app.use(answersAfterSave(data.saved, data.folder));
  app.use(createMiddleware(...handlers));
  app.use((_request: Request, response: Response) => void response.status(404).json(unknownCallRefusal));
  app.use(answerFailures);

  const server = createServer(app);
  attachChat(server, answered);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: origin,
    realCalls: realList ? describePassthrough(realList) : [],
    data: data && { folder: data.folder, seed: data.seed, restoredSavedAt: data.restoredSavedAt },
    saved: () => data?.saved() ?? Promise.resolve(),
    close: async () => {
      await data?.close();
      return new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))).finally(() => {
        // A host that started a server in its own process (a test) gets its photos back where they were, and no proxying.
        servePhotosFrom(photosOriginBefore);
        if (passthrough) hybrid.clear();
      });
    },
  };
}

/** Where swagger-ui-dist's files are, however npm laid node_modules out. */
function swaggerUiFolder(): string {
  return dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
}

/**
 * socket.io on the same port: each socket is one connection of the chat server's rooms. The
 * handshake's `auth` is checked before the connection opens (chat-server/handshake.ts): a
 * refusal reaches the client as connect_error 'Invalid access', and socket.io does not retry it.
 */
function attachChat(server: HttpServer, origins: ReadonlySet<string>): void {
  // Each socket's data: the handshake it proved (its member and token). The same origins as HTTP: a page elsewhere
  // can neither read the handshake's answer (cors) nor open a socket (allowRequest).
  const io = new SocketIoServer<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, ChatHandshake>(server, {
    cors: { origin: [...origins] },
    allowRequest: (request, callback) => callback(null, isAllowedOrigin(request.headers.origin, origins)),
  });
  io.use((socket, next) => {
    const handshake = provenHandshake(socket.handshake.auth);
    if (!handshake) return next(new Error(CHAT_REFUSAL));
    socket.data = handshake;
    next();
  });
  io.on('connection', (socket) => {
    const connection: ChatConnection = {
      memberId: socket.data.user_id,
      token: socket.data.token,
      send: (event, payload) => void socket.emit(event, payload),
      // After the connection, socket.io has no connect_error to send: the server disconnects it, and the client
      // (shared/chat/chat-hub.ts) connects again, to be refused at the handshake.
      refuse: () => void socket.disconnect(true),
    };
    socket.onAny((event: string, payload: unknown) => receiveChatEvent(connection, event, payload));
    socket.on('disconnect', () => leaveRooms(connection));
  });
}

/**
 * The app in real mode runs on another origin (the dev server, a preview): those
 * listed may call. A page of any other origin is refused before any handler
 * runs, so it cannot act with a member's token either (a form posted from elsewhere).
 */
function onlyAllowedOrigins(origins: ReadonlySet<string>) {
  return (request: Request, response: Response, next: NextFunction): void => {
    if (isAllowedOrigin(request.headers.origin, origins)) return next();
    response.setHeader('Vary', 'Origin');
    response.status(403).json({ status: 'false', message: 'Origin not allowed' });
  };
}

/**
 * The largest request the app sends is a photo as a data URL of up to 8 million characters
 * (MAX_IMAGE_CHARS, mocks/domain/signup.ts) with a few fields: 10 MB holds it with room.
 */
const MAX_REQUEST_BYTES = 10 * 1024 * 1024;

/**
 * The handlers read a body whole, so its size is settled before they run: a declared length over the
 * limit is refused (413) before a byte is read, and a body with no length (chunked), whose size is
 * known only at its end, is asked for one (411). Browsers and curl always send the length. Node's parser
 * stops a body at its declared length, so a sender cannot slip more past this check.
 */
function boundedBodies(maxBytes: number) {
  return (request: Request, response: Response, next: NextFunction): void => {
    const declared = request.headers['content-length'];
    if (declared === undefined && request.headers['transfer-encoding'] !== undefined) {
      response.status(411).json({ status: 'false', message: 'Length required' });
      return;
    }
    if (declared !== undefined && Number(declared) > maxBytes) {
      // Closed after the answer: the body it declared is not waited for.
      response.setHeader('Connection', 'close');
      response.status(413).json({ status: 'false', message: 'Request too large' });
      return;
    }
    next();
  };
}

/**
 * What went wrong inside is logged here, never sent: Express's own error page
 * would put the stack trace in the body. A request the server cannot read at
 * all (a body cut short) is the caller's fault, 400; the rest is a 500.
 */
function answerFailures(error: unknown, _request: Request, response: Response, next: NextFunction): void {
  if (response.headersSent) {
    next(error);
    return;
  }
  const status = (error as { status?: unknown }).status;
  const clientFault = typeof status === 'number' && status >= 400 && status < 500;
  if (!clientFault) console.error('[mock server]', error);
  response.status(clientFault ? status : 500).json({ status: 'false', message: clientFault ? 'Invalid request' : 'Server error' });
}

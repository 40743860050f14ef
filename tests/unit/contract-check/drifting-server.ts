import { createServer, type Server } from 'node:http';
import express, { type Request, type Response } from 'express';
import { freePort } from '../../../scripts/free-port.mjs';

/**
 * A server that drifts as real servers do, for the drift checker's tests: it passes every request to
 * the standalone mock server and changes the answers of some calls on the way back (a field renamed,
 * a number where text is expected, a field gone, a status the contract does not know).
 */
/** A rewrite of accepted answers only: refusals pass unchanged. */
export const whenAccepted =
  (rewrite: Rewrite): Rewrite =>
  (answer, request) =>
    answer.status === 'false' ? answer : rewrite(answer, request);

export type Rewrite = (answer: Record<string, unknown>, request: { token: string | undefined }) => unknown;

export async function startDriftingServer(upstream: string, rewrites: Record<string, Rewrite>): Promise<{ url: string; close: () => Promise<void> }> {
  const app = express();
  app.use(express.raw({ type: () => true, limit: '10mb' }));
  app.all('/api/:call', async (request: Request, response: Response) => {
    const call = String(request.params.call);
    const headers = new Headers();
    for (const name of ['content-type', 'authorization']) {
      const value = request.headers[name];
      if (typeof value === 'string') headers.set(name, value);
    }
    const body = Buffer.isBuffer(request.body) && request.body.length > 0 ? new Uint8Array(request.body) : undefined;
    try {
      const answer = await fetch(`${upstream}${request.originalUrl}`, { method: request.method, headers, ...(body ? { body } : {}) });
      const json = (await answer.json()) as Record<string, unknown>;
      const rewrite = rewrites[call];
      const token = request.headers.authorization?.replace(/^Bearer /, '');
      response.status(answer.status).json(rewrite ? rewrite(json, { token }) : json);
    } catch (error) {
      response.status(502).json({ error: String(error) });
    }
  });
  const port = await freePort();
  const server: Server = createServer(app);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

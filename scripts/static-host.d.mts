import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** The request handler of a host serving the build in `dir` at `base` (scripts/static-host.mjs). */
export function staticHost(dir: string, options?: { base?: string; rules?: boolean }): (request: IncomingMessage, response: ServerResponse) => void;

/** A server of `handler` on `port` of 127.0.0.1 (0: a free one); rejects on a port in use. */
export function listen(handler: (request: IncomingMessage, response: ServerResponse) => void, port?: number): Promise<Server>;

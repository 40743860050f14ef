import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};

export interface StaticHost {
  url: string;
  close: () => Promise<void>;
}

/**
 * A static host as plain as GitHub Pages: it serves the files of `root` under `base` and
 * nothing else (no rewrites, no headers of the app's), a path without an extension from its
 * .html file as GitHub Pages does (/web/login from login.html); any other path gets the site's
 * 404.html with status 404. Listens on a free port of 127.0.0.1.
 */
export async function serveStaticFiles(root: string, base: string): Promise<StaticHost> {
  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname);
    const inside = path.startsWith(base) ? normalize(path.slice(base.length)).replace(/^(\.\.[/\\])+/, '') : undefined;
    const file = inside === undefined ? undefined : join(root, inside === '' || inside.endsWith('/') ? `${inside}index.html` : inside);
    const send = (status: number, body: Buffer, type: string) => {
      response.writeHead(status, { 'Content-Type': type });
      response.end(body);
    };
    const notFound = () =>
      readFile(join(root, '404.html')).then(
        (body) => send(404, body, types['.html'] ?? ''),
        () => send(404, Buffer.from('Not found'), 'text/plain'),
      );
    if (!file) return void notFound();
    const serve = (path: string, otherwise: () => unknown) => readFile(path).then((body) => send(200, body, types[extname(path)] ?? 'application/octet-stream'), otherwise);
    void serve(file, () => (extname(file) === '' ? serve(`${file}.html`, notFound) : notFound()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

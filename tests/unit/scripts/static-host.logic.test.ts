import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { listen, staticHost } from '../../../scripts/static-host.mjs';

/**
 * scripts/static-host.mjs, which serves the journeys' pages: a build's files under /web/, with the `_headers` and
 * `_redirects` the build writes applied as Netlify applies them, or (rules: false) as plainly as GitHub Pages.
 */

const BUILD = mkdtempSync(join(tmpdir(), 'amora-static-host-'));
const FILES: Record<string, string> = {
  'index.html': '<title>landing</title>',
  'login.html': '<title>login</title>',
  'shell.html': '<title>shell</title>',
  '404.html': '<title>not found</title>',
  'assets/entry-abc.js': 'console.log("entry");',
  _headers: '/web/*\n  X-Frame-Options: DENY\n/web/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n',
  _redirects: '/web/login  /web/login.html  200\n/web/*  /web/shell.html  200\n',
};

beforeAll(() => {
  mkdirSync(join(BUILD, 'assets'));
  for (const [name, text] of Object.entries(FILES)) writeFileSync(join(BUILD, name), text);
});
afterAll(() => rmSync(BUILD, { recursive: true, force: true }));

let server: Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

/** An answer read as the server sent it, to the path as given: fetch would decode the body and normalize the path. */
function raw(path: string, headers: Record<string, string> = {}): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  const { port } = server?.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    get({ port, host: '127.0.0.1', path, headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => resolve({ headers: answer.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

async function host(rules: boolean) {
  server = await listen(staticHost(BUILD, { rules }));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return (path: string, init?: RequestInit) => fetch(`${origin}${path}`, { redirect: 'manual', ...init });
}

describe('with the build’s rules (Netlify, Cloudflare Pages)', () => {
  it('serves a file with the headers of every rule its path matches', async () => {
    const get = await host(true);
    const asset = await get('/web/assets/entry-abc.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('x-frame-options')).toBe('DENY');
    expect(await asset.text()).toBe(FILES['assets/entry-abc.js']);
  });

  it('answers a path no file has by the first rewrite that matches; a page is asked for again at each load', async () => {
    const get = await host(true);
    expect(await (await get('/web/')).text()).toBe(FILES['index.html']);
    expect(await (await get('/web/login')).text()).toBe(FILES['login.html']);
    const route = await get('/web/app/PeopleNear');
    expect(route.status).toBe(200);
    expect(await route.text()).toBe(FILES['shell.html']);
    expect(route.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  });

  it('gzips text for a browser that takes it', async () => {
    await host(true);
    const answer = await raw('/web/assets/entry-abc.js', { 'Accept-Encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.body).toString()).toBe(FILES['assets/entry-abc.js']);
  });

  it('sends the bare base to the base, and answers a call outside the build (no worker took it) with a plain 404', async () => {
    const get = await host(true);
    const bare = await get('/web');
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe('/web/');
    const call = await get('/api/webprofile', { method: 'POST', body: 'x' });
    expect(call.status).toBe(404);
    expect(call.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  });

  it('serves nothing outside the folder', async () => {
    await host(true);
    // As sent, not as fetch would normalize it: the dots escaped, the slashes too.
    const escape = await raw('/web/assets/..%2f..%2f..%2f..%2f..%2fetc%2fpasswd');
    expect(escape.body.toString()).not.toContain('root:');
    expect(escape.body.toString()).toBe(FILES['shell.html']);
  });
});

describe('without rules (GitHub Pages)', () => {
  it('serves a page from its .html file, no headers of the build, and any other path the site’s 404.html', async () => {
    const get = await host(false);
    const login = await get('/web/login');
    expect(login.status).toBe(200);
    expect(await login.text()).toBe(FILES['login.html']);
    expect(login.headers.get('x-frame-options')).toBeNull();
    const route = await get('/web/app/PeopleNear');
    expect(route.status).toBe(404);
    expect(await route.text()).toBe(FILES['404.html']);
  });
});

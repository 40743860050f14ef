#!/usr/bin/env node
/**
 * A build folder served as the static hosts the demo is published on serve it: its files under the base, gzipped,
 * and the rules the build writes for Netlify and Cloudflare Pages (scripts/vite/static-host-plugin.ts), applied as
 * they apply them: `_redirects` where no file answers (the prerendered pages at their paths, every other route to the
 * app's shell), `_headers` on every answer (the security headers, the hashed assets kept for good). With
 * `rules: false`, a host as plain as GitHub Pages: no headers and no rewrites, `/web/login` from login.html, any other
 * path the site's 404.html with status 404.
 *
 * The journeys' pages (playwright.config.ts) and the Lighthouse harness (scripts/perf.mjs) are served by it, so they
 * run under the headers and redirects the published demo has, and cost the machine little: each file is read and
 * compressed once (docs/decisions/032-journeys-on-the-static-host.md).
 *
 * Usage: node scripts/static-host.mjs <folder> --port <n>   (the port must be free: a stray server is never tested)
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

const BASE = '/web/';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt']);

/**
 * The request handler of a host serving `dir` at `base`: `(request, response) => void`.
 * @param {string} dir
 * @param {{ base?: string, rules?: boolean }} [options]
 */
export function staticHost(dir, { base = BASE, rules = true } = {}) {
  const root = normalize(dir);
  /** Each file's body, and its gzip once asked for; null for a path that is no file. */
  const files = new Map();
  const fileAt = async (relative) => {
    if (!files.has(relative)) {
      const path = normalize(join(root, relative));
      const inside = path.startsWith(root.endsWith(sep) ? root : root + sep);
      files.set(relative, inside ? await readFile(path).then((body) => ({ body, gzip: null }), () => null) : null);
    }
    return files.get(relative);
  };
  const hostRules = rules ? readRules(root) : { headers: [], redirects: [] };

  return (request, response) => {
    answer(request, response).catch((error) => {
      if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end(String(error));
    });
  };

  async function answer(request, response) {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname);
    if (path === base.slice(0, -1)) return void response.writeHead(301, { Location: base }).end();
    // Outside the build (a call to /api/… that no worker answered): the host's own plain 404.
    if (!path.startsWith(base)) return void response.writeHead(404, { 'Content-Type': TYPES['.txt'] }).end('Not found');
    if (request.method !== 'GET' && request.method !== 'HEAD') return void response.writeHead(405, { Allow: 'GET, HEAD' }).end();
    const headers = Object.assign({}, ...hostRules.headers.filter((rule) => rule.path.test(path)).map((rule) => rule.values));
    const relative = path.slice(base.length);
    const asked = relative === '' || relative.endsWith('/') ? `${relative}index.html` : relative;
    let served = { name: asked, file: await fileAt(asked) };
    if (!served.file) served = await rewritten(path, asked);
    if (!served?.file) {
      const page = await fileAt('404.html');
      response.writeHead(404, { ...headers, 'Content-Type': page ? TYPES['.html'] : TYPES['.txt'] });
      return void response.end(page ? page.body : 'Not found');
    }
    send(request, response, served, headers);
  }

  /** Where no file answers: the first `_redirects` rule that matches, or (plain host) the page's .html file. */
  async function rewritten(path, asked) {
    if (!rules) return extname(asked) === '' ? { name: `${asked}.html`, file: await fileAt(`${asked}.html`) } : null;
    const rule = hostRules.redirects.find((candidate) => candidate.path.test(path));
    if (!rule?.to.startsWith(base)) return null;
    const name = rule.to.slice(base.length) || 'index.html';
    return { name, file: await fileAt(name) };
  }
}

/** What Netlify sends for a file its `_headers` keeps no longer: asked for again at each load. */
const REVALIDATE = 'public, max-age=0, must-revalidate';

function send(request, response, { name, file }, headers) {
  const type = extname(name);
  const answerHeaders = { 'Cache-Control': REVALIDATE, ...headers, 'Content-Type': TYPES[type] ?? 'application/octet-stream' };
  let body = file.body;
  if (COMPRESSIBLE.has(type) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
    file.gzip ??= gzipSync(file.body, { level: 9 });
    body = file.gzip;
    Object.assign(answerHeaders, { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' });
  }
  response.writeHead(200, { ...answerHeaders, 'Content-Length': String(body.length) });
  response.end(request.method === 'HEAD' ? undefined : body);
}

/**
 * The forms of `_headers` and `_redirects` the build writes: a path with `*` for any rest; in `_headers`, the
 * header lines indented under it; in `_redirects`, `from to 200` (served from `to`). The build writes no redirect of
 * another status, and this host serves none: it stops, naming the line.
 */
function readRules(root) {
  const text = (name) => {
    try {
      return readFileSync(join(root, name), 'utf8');
    } catch {
      return '';
    }
  };
  const pattern = (glob) => new RegExp(`^${glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '.*')}$`);
  const headers = [];
  for (const line of text('_headers').split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) headers.push({ path: pattern(line.trim()), values: {} });
    else {
      const colon = line.indexOf(':');
      const rule = headers.at(-1);
      if (rule && colon > 0) rule.values[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
    }
  }
  const redirects = text('_redirects')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [from = '', to = '', status = '301'] = line.split(/\s+/);
      if (status !== '200') throw new Error(`_redirects: only rewrites (200) are served here, not "${line}"`);
      return { path: pattern(from), to };
    });
  return { headers, redirects };
}

/** A server on `port` of 127.0.0.1 (0: a free one); it fails on a port in use rather than serving elsewhere. */
export function listen(handler, port = 0) {
  const server = createServer(handler);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === normalize(process.argv[1])) {
  const { values, positionals } = parseArgs({ options: { port: { type: 'string', default: '0' } }, allowPositionals: true });
  const [dir] = positionals;
  if (!dir) throw new Error('usage: node scripts/static-host.mjs <folder> --port <n>');
  const server = await listen(staticHost(dir), Number(values.port)).catch((error) => {
    console.error(`static host: ${error.message}`);
    process.exit(1);
  });
  console.log(`static host: http://127.0.0.1:${server.address().port}${BASE} (${dir})`);
}

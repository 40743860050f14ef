import { copyFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { prerenderedFile, type PrerenderedPage } from '../../src/app/prerender/pages.ts';

/** The app's shell (index.html as built, an empty #root): what every address without a page of its own gets. */
export const SHELL_FILE = 'shell.html';

/**
 * Deep links on a plain static host: the app routes in the browser, so a host must answer
 * any path under the base with the app. The public pages have files of their own, prerendered
 * (prerender-plugin.ts: index.html is the landing, login.html...); every other path gets the
 * shell. Each common host reads its own file:
 * - `_redirects` (Netlify, Cloudflare Pages): the prerendered pages to their files, then every
 *   other path under the base to shell.html (files that exist are served first);
 * - `404.html` (GitHub Pages, and hosts that fall back to it): a copy of the shell, so the
 *   app starts on any unknown path and routes it (GitHub Pages serves login.html for /login itself);
 * - `.nojekyll` (GitHub Pages): serve the files as they are, without Jekyll.
 * `vite preview` falls back to index.html, now the landing: it gets the shell instead.
 */
export function staticHostPlugin(base: string, pages: readonly PrerenderedPage[]): Plugin {
  return {
    name: 'amora:static-host',
    // Not in the prerender's own server build.
    apply: (_config, env) => env.isPreview === true || (env.command === 'build' && !env.isSsrBuild),
    generateBundle() {
      const pageRules = pages.map((page) => `${base}${page.path.slice(1)}  ${base}${prerenderedFile(page.path)}  200\n`);
      this.emitFile({ type: 'asset', fileName: '_redirects', source: `${pageRules.join('')}${base}*  ${base}${SHELL_FILE}  200\n` });
      this.emitFile({ type: 'asset', fileName: '.nojekyll', source: '' });
    },
    // index.html is written with the bundle, still the shell: prerender-plugin.ts replaces it with the landing at closeBundle.
    writeBundle(options) {
      if (!options.dir) return;
      for (const copy of [SHELL_FILE, '404.html']) copyFileSync(join(options.dir, 'index.html'), join(options.dir, copy));
    },
    // After Vite's own fallback, which has set req.url to /index.html for an address that is no file.
    configurePreviewServer: (server) => () => void server.middlewares.use(shellFallback(base)),
  };
}

function shellFallback(base: string) {
  return (req: IncomingMessage & { originalUrl?: string }, _res: ServerResponse, next: () => void) => {
    const asked = new URL(req.originalUrl ?? '/', 'http://host').pathname;
    if (req.url === '/index.html' && asked !== base && asked !== `${base}index.html`) req.url = `/${SHELL_FILE}`;
    next();
  };
}

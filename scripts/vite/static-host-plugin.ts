import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Deep links on a plain static host: the app routes in the browser, so a host must answer
 * any path under the base with index.html. Each common host reads its own file:
 * - `_redirects` (Netlify, Cloudflare Pages): rewrite every path under the base to index.html
 *   (files that exist are served first);
 * - `404.html` (GitHub Pages, and hosts that fall back to it): a copy of index.html, so the
 *   app starts on any unknown path and routes it;
 * - `.nojekyll` (GitHub Pages): serve the files as they are, without Jekyll.
 */
export function staticHostPlugin(base: string): Plugin {
  return {
    name: 'amora:static-host',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '_redirects', source: `${base}*  ${base}index.html  200\n` });
      this.emitFile({ type: 'asset', fileName: '.nojekyll', source: '' });
    },
    // index.html is written with the bundle; its copy is made once it is on disk.
    writeBundle(options) {
      if (!options.dir) return;
      copyFileSync(join(options.dir, 'index.html'), join(options.dir, '404.html'));
    },
  };
}

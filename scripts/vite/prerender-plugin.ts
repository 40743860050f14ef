import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { prerenderedFile, type PrerenderedPage } from '../../src/app/prerender/pages.ts';
import { STYLE_ATTRIBUTE } from '../../src/app/prerender/prerendered-copy.ts';
import { readClientBuild, type ClientBuild } from './prerender/client-build.ts';
import { copiesHtml, movedStylesSheet, pageHtml, type MovedStyles } from './prerender/page-html.ts';
import { withServerEntry } from './prerender/server-entry.ts';

/**
 * Writes each public page of `pages` as HTML that paints before any script runs, in every language
 * (docs/decisions/002-prerendered-public-pages.md), once the client build is on disk: Vite builds the
 * app's own screens for Node (prerender/server-entry.ts), React's `prerender` renders each page, and the
 * HTML goes into the built shell. The shell itself stays for every other address: static-host-plugin.ts
 * copied it to shell.html and 404.html as the bundle was written, before this replaces index.html with
 * the landing.
 */
export function prerenderPlugin(base: string, pages: readonly PrerenderedPage[]): Plugin {
  let config: ResolvedConfig | undefined;
  let client: ClientBuild | undefined;
  return {
    name: 'amora:prerender',
    // Not in the server build it starts itself.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(options, bundle) {
      if (config && options.dir) client = readClientBuild(config.root, options.dir, bundle);
    },
    // After every plugin's writeBundle; nothing to do when the bundle was not written (a failed build).
    async closeBundle() {
      const built = client;
      client = undefined;
      if (!config || !built) return;
      const rendered = await withServerEntry(config, async (entry) => {
        const all = [];
        for (const page of pages) all.push({ page, copies: await entry.renderPage(page.path) });
        return all;
      });
      const moved: MovedStyles = new Map();
      const bodies = rendered.map(({ page, copies }) => ({ page, html: copiesHtml(copies, moved) }));
      const sheet = moved.size > 0 ? writeMovedStyles(built.outDir, moved) : undefined;
      for (const { page, html } of bodies) {
        const extraStyles = sheet && html.includes(STYLE_ATTRIBUTE) ? [sheet] : [];
        writeFileSync(join(built.outDir, prerenderedFile(page.path)), pageHtml(built, base, page, html, extraStyles));
      }
    },
  };
}

/** The moved styles' stylesheet, named by its content like Vite's assets (cached for good by hosts that do). */
function writeMovedStyles(outDir: string, moved: MovedStyles): string {
  const css = movedStylesSheet(moved);
  const file = `assets/prerendered-${createHash('sha256').update(css).digest('base64url').slice(0, 8)}.css`;
  writeFileSync(join(outDir, file), css);
  return file;
}

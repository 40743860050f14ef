import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Files a page asks for all at once, largest first (gzip, as they travel). A slow link's six connections take them in
 * the order asked: the large ones then load beside the small ones' round trips instead of after them, and the last
 * byte a signed-in page waits for comes sooner (docs/decisions/034-fake-backend-in-two-files-largest-first.md).
 * Lighthouse's simulation plays the requests in the order the page made them, so it counts the same.
 */
export function largestFirst(files: readonly string[], sizeOf: (file: string) => number): string[] {
  const sizes = new Map(files.map((file) => [file, sizeOf(file)]));
  return [...files].sort((a, b) => (sizes.get(b) ?? 0) - (sizes.get(a) ?? 0));
}

/** The bytes a file's code travels as (gzip); none for a file the build has no code for. */
export function gzipSize(code: string | undefined): number {
  return code ? gzipSync(code).length : 0;
}

const MODULE_PRELOADS = /(?:[ \t]*<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>\n?)+/;
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>\n?/g;

/** The entry's module preloads that the build writes into index.html's head, largest first. */
export function largestPreloadsFirst(base: string): Plugin {
  return {
    name: 'amora:largest-preloads-first',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    transformIndexHtml: {
      // After Vite has written the preloads.
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const sizeOf = (href: string) => {
          const item = bundle[href.slice(base.length)];
          return gzipSize(item?.type === 'chunk' ? item.code : undefined);
        };
        return html.replace(MODULE_PRELOADS, (tags) => {
          const byHref = new Map([...tags.matchAll(MODULE_PRELOAD)].map((match) => [match[1] ?? '', match[0]]));
          return largestFirst([...byHref.keys()], sizeOf)
            .map((href) => byHref.get(href))
            .join('');
        });
      },
    },
  };
}

import type { Plugin } from 'vite';
import {
  contentSecurityPolicyForMeta,
  HASHED_ASSETS_CACHE_CONTROL,
  hashedAssetsPath,
  headersFile,
  securityHeaders,
  type PolicyOrigins,
} from '../security-headers.ts';

/**
 * Ships the policy of scripts/security-headers.ts in every form a host may apply: the
 * `<meta>` of the built index.html (any static host), the `_headers` file (Netlify,
 * Cloudflare Pages, and the end-to-end suite's host: scripts/static-host.mjs), and the
 * headers of `vite preview`. The dev server gets none: its hot reload runs an inline script.
 * The `_headers` file and `vite preview` also let a browser keep the hashed assets for good.
 */
export function securityHeadersPlugin(base: string, origins: PolicyOrigins): Plugin {
  return {
    name: 'amora:security-headers',
    apply: (_config, env) => env.command === 'build' || env.isPreview === true,
    // Before Vite's own static files, which answer no-cache unless a Cache-Control is already set.
    configurePreviewServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.url?.startsWith(hashedAssetsPath(base))) response.setHeader('Cache-Control', HASHED_ASSETS_CACHE_CONTROL);
        next();
      });
    },
    // Right after the charset (which must stay in the first 1024 bytes) and before any script, which
    // Vite adds at the end of <head>: a policy applies only to what comes after its <meta>.
    transformIndexHtml: (html) => {
      const charset = /<meta charset="[^"]*"\s*\/?>/i;
      if (!charset.test(html)) throw new Error('index.html needs <meta charset> for the policy to follow it');
      const content = contentSecurityPolicyForMeta(origins).replaceAll('"', '&quot;');
      return html.replace(charset, (tag) => `${tag}\n    <meta http-equiv="Content-Security-Policy" content="${content}" />`);
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile(base, origins) });
    },
  };
}

/** The same headers on every answer of `vite preview` (preview.headers). */
export function previewSecurityHeaders(origins: PolicyOrigins): Record<string, string> {
  return securityHeaders(origins);
}

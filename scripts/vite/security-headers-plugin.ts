import type { Plugin } from 'vite';
import { contentSecurityPolicyForMeta, headersFile, securityHeaders, type PolicyOrigins } from '../security-headers';

/**
 * Ships the policy of scripts/security-headers.ts in every form a host may apply: the
 * `<meta>` of the built index.html (any static host), the `_headers` file (Netlify,
 * Cloudflare Pages), and the headers of `vite preview` (so the end-to-end suite runs
 * under them). The dev server gets none: its hot reload runs an inline script.
 */
export function securityHeadersPlugin(base: string, origins: PolicyOrigins): Plugin {
  return {
    name: 'amora:security-headers',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicyForMeta(origins) },
        injectTo: 'head-prepend',
      },
    ],
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile(base, origins) });
    },
  };
}

/** The same headers on every answer of `vite preview` (preview.headers). */
export function previewSecurityHeaders(origins: PolicyOrigins): Record<string, string> {
  return securityHeaders(origins);
}

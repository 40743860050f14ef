/**
 * The app's security headers, written once: vite.config.ts turns them into the
 * `<meta http-equiv="Content-Security-Policy">` of index.html, the `_headers`
 * file static hosts read (Netlify, Cloudflare Pages, and the end-to-end suite's,
 * scripts/static-host.mjs, so the journeys run under the policy reviewers get) and
 * the headers of `vite preview`.
 */

export interface PolicyOrigins {
  /** The API base (`VITE_API_URL`): absolute in production when the API lives on another host. */
  apiUrl?: string | undefined;
  /** The chat server's socket.io address (`VITE_CHAT_URL`); empty means the page's own host. */
  chatUrl?: string | undefined;
  /** The demo fakes every third party in the page; a production build talks to Braintree for payments. */
  mocking: boolean;
}

/**
 * Braintree's Drop-in (production's card payments): its styles, hosted-field frames and images come
 * from Braintree's asset host, and its calls go to Braintree's API and analytics hosts (Braintree's
 * published CSP list). The demo's fake drop-in needs none of them.
 */
const braintree = {
  style: ['https://assets.braintreegateway.com'],
  frame: ['https://assets.braintreegateway.com'],
  img: ['https://assets.braintreegateway.com'],
  connect: [
    'https://api.braintreegateway.com',
    'https://api.sandbox.braintreegateway.com',
    'https://client-analytics.braintreegateway.com',
    'https://client-analytics.sandbox.braintreegateway.com',
    'https://payments.braintree-api.com',
    'https://payments.sandbox.braintree-api.com',
  ],
};

/** `https://host:port` of an absolute URL; nothing for a path on the page's own host. */
function originOf(url: string | undefined): string | undefined {
  if (!url || !/^https?:\/\//i.test(url)) return undefined;
  return new URL(url).origin;
}

/** The socket.io address as both its polling (http) and WebSocket (ws) origins. */
function socketOrigins(url: string | undefined): string[] {
  const origin = originOf(url);
  if (!origin) return [];
  return [origin, origin.replace(/^http/i, 'ws')];
}

const unique = (values: string[]) => [...new Set(values)];

/** The directives, in order. `'self'` also covers ws:/wss: on the page's own host (CSP level 3). */
function directives({ apiUrl, chatUrl, mocking }: PolicyOrigins): [string, string[]][] {
  const api = originOf(apiUrl);
  const thirdParties = mocking ? { style: [], frame: [], img: [], connect: [] } : braintree;
  return [
    ['default-src', ["'self'"]],
    // No inline script and no eval: Vite emits only module files, and zod runs jitless (src/main.tsx).
    ['script-src', ["'self'"]],
    // Stylesheets are files; but Radix's scroll lock (react-remove-scroll) and input-otp add <style>
    // elements whose text changes with the page (the scrollbar's width), so no hash can allow them.
    // Style attributes in markup stay refused: React sets styles through the DOM, which CSP allows.
    ['style-src', ["'self'", ...thirdParties.style]],
    ['style-src-elem', ["'self'", "'unsafe-inline'", ...thirdParties.style]],
    ['style-src-attr', ["'none'"]],
    // The portraits are files of the build (demo) or of the API's host (production); photos being
    // uploaded or taken with the camera are data: URLs, and previews may be blob: URLs.
    ['img-src', unique(["'self'", 'data:', 'blob:', ...(api ? [api] : []), ...thirdParties.img])],
    // Rubik is bundled (@fontsource-variable/rubik), never fetched from a font service.
    ['font-src', ["'self'"]],
    ['connect-src', unique(["'self'", ...(api ? [api] : []), ...socketOrigins(chatUrl), ...thirdParties.connect])],
    // The demo's fake backend is a service worker of the page's own origin (MSW).
    ['worker-src', ["'self'"]],
    ['frame-src', thirdParties.frame.length ? thirdParties.frame : ["'none'"]],
    ['media-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['manifest-src', ["'self'"]],
  ];
}

const serialize = (list: [string, string[]][]) => list.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');

/**
 * The policy for the `<meta>` element. Browsers ignore `frame-ancestors` there (and say so in the
 * console), so it is left to the headers.
 */
export function contentSecurityPolicyForMeta(origins: PolicyOrigins): string {
  return serialize(directives(origins));
}

/** The policy as a header: the meta's, plus who may frame the app (nobody). */
export function contentSecurityPolicy(origins: PolicyOrigins): string {
  return serialize([...directives(origins), ['frame-ancestors', ["'none'"]]]);
}

/** Every security header the app is served with. */
export function securityHeaders(origins: PolicyOrigins): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(origins),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
  };
}

/**
 * Vite names every file of `assets/` by its content (`index-CyyCzTs2.js`): a new build gives a changed file a
 * new name, so a browser may keep each for good. Without it, every load asks again for each of the app's 70
 * or so chunks (no-cache): a reload of a deep link spent 150 ms to 400 ms on those answers.
 */
export const HASHED_ASSETS_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The folder of the hashed assets under the base. */
export const hashedAssetsPath = (base: string) => `${base}assets/`;

/**
 * The `_headers` file of Netlify and Cloudflare Pages: the security headers for every path under the base,
 * and the hashed assets kept for good.
 */
export function headersFile(base: string, origins: PolicyOrigins): string {
  const lines = Object.entries(securityHeaders(origins)).map(([name, value]) => `  ${name}: ${value}`);
  return `${base}*\n${lines.join('\n')}\n${hashedAssetsPath(base)}*\n  Cache-Control: ${HASHED_ASSETS_CACHE_CONTROL}\n`;
}

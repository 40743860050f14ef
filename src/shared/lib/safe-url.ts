/**
 * URLs from the server (photos, chat images and voice messages, feed images,
 * the app of the day, help links) go into src and href only through these.
 * A member or a compromised server controls them: a `javascript:` link runs on
 * a click, a `data:text/html` or `data:image/svg+xml` document carries script,
 * and other schemes (file:, vbscript:, custom app schemes) have no business in
 * the page. Each answers the URL unchanged when it is allowed, or undefined,
 * so the caller draws its placeholder (no photo, no link) instead.
 *
 * The check parses with the browser's own URL parser, so what it judges is
 * what the browser would load: tabs, newlines and leading spaces or control
 * characters inside a scheme (`java\tscript:`) are seen through, as the
 * browser sees through them.
 */

/** Raster images a `data:` URL may carry; never SVG, which is a document that can hold script. */
const RASTER_DATA_IMAGE = /^data:image\/(?:png|jpeg|jpg|gif|webp|avif|bmp|x-icon|vnd\.microsoft\.icon)[;,]/i;
/** Audio a `data:` URL may carry (a voice message recorded in the page). */
const DATA_AUDIO = /^data:audio\/[a-z0-9.+-]+[;,]/i;

/** Web addresses: http and https only (relative ones resolve to the page's own). */
const WEB = new Set(['http:', 'https:']);

function pageBase(): string {
  return globalThis.document?.baseURI ?? globalThis.location?.href ?? 'http://localhost/';
}

/** The URL as the browser would resolve it against the page (the parser drops the whitespace and control characters the browser drops), or undefined when it does not parse. */
function parse(raw: string, base?: string): URL | undefined {
  try {
    return new URL(raw, base);
  } catch {
    return undefined;
  }
}

function isString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * For `<img src>` (and an image's preload): http(s), a same-origin relative
 * path, a `blob:` made by the page, or a `data:image/` of a raster type.
 */
export function safeImageUrl(raw: string | null | undefined): string | undefined {
  return safeMediaUrl(raw, RASTER_DATA_IMAGE);
}

/**
 * For `<audio src>`: http(s), a same-origin relative path, a `blob:` made by
 * the page, or a `data:audio/` URL.
 */
export function safeAudioUrl(raw: string | null | undefined): string | undefined {
  return safeMediaUrl(raw, DATA_AUDIO);
}

/** Media the page loads: web or `blob:` addresses, and `data:` URLs only of the kind `allowedData` accepts. */
function safeMediaUrl(raw: string | null | undefined, allowedData: RegExp): string | undefined {
  if (!isString(raw)) return undefined;
  const url = parse(raw, pageBase());
  if (!url) return undefined;
  if (WEB.has(url.protocol) || url.protocol === 'blob:') return raw;
  if (url.protocol === 'data:' && allowedData.test(url.href)) return raw;
  return undefined;
}

/**
 * For `<a href>` to another site (the app of the day, the social and help
 * links): an absolute http(s) address only. A relative one is refused too: a
 * server link that is not a full web address is a mistake or an attack.
 */
export function safeLinkUrl(raw: string | null | undefined): string | undefined {
  if (!isString(raw)) return undefined;
  const url = parse(raw.trim());
  return url && WEB.has(url.protocol) ? raw : undefined;
}

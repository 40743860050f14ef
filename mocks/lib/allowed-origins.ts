/**
 * The browser origins the standalone mock server answers (HTTP CORS and
 * socket.io): the dev server and the preview, on localhost and 127.0.0.1.
 * Others are added with MOCK_SERVER_ORIGINS, comma separated (the e2e
 * real-mode build's port, `npm run perf`'s proxy). Requests without an Origin
 * (curl, mobile clients, Node) are not browsers' and always answered; the
 * literal 'null' origin (a sandboxed frame, a file:// page) is refused.
 */
const DEV_SERVER_PORT = 5173;
const PREVIEW_PORT = 4173;

export const DEFAULT_ALLOWED_ORIGINS: readonly string[] = [DEV_SERVER_PORT, PREVIEW_PORT].flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

/** The defaults plus the comma-separated list given (MOCK_SERVER_ORIGINS); a malformed entry is left out with a warning. */
export function allowedOrigins(extra: string | undefined = ''): ReadonlySet<string> {
  const added = extra
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .flatMap((entry) => {
      const origin = originOf(entry);
      if (!origin) console.warn(`[mock server] MOCK_SERVER_ORIGINS: '${entry.slice(0, 40)}' is not an origin (scheme://host:port), left out`);
      return origin ? [origin] : [];
    });
  return new Set([...DEFAULT_ALLOWED_ORIGINS, ...added]);
}

/** A request with no Origin header is not from a page: it passes; a page's origin must be listed. */
export function isAllowedOrigin(origin: string | undefined, allowed: ReadonlySet<string>): boolean {
  return origin === undefined || allowed.has(origin);
}

/** The origin as browsers send it (no path, no trailing slash), or undefined for what is none. */
function originOf(entry: string): string | undefined {
  try {
    const url = new URL(entry);
    return url.origin === 'null' ? undefined : url.origin;
  } catch {
    return undefined;
  }
}

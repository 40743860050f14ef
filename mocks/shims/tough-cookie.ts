/**
 * Stands in for tough-cookie in the fake backend's builds (vite.config.ts aliases it when mocks are on). MSW keeps a
 * cookie jar on it for the cookies a handler's answer sets; the fake backend sets none: it reads the app's, which
 * MSW takes from the request and `document.cookie`, not from the jar. So the jar stays empty, and tough-cookie's
 * parser, stores and public suffix rules (about 8 KB gzip) stay off the demo's first path
 * (docs/decisions/034-fake-backend-in-two-files-largest-first.md). A handler that sets a cookie fails here, loudly,
 * rather than being ignored: give it the real package then (drop the alias).
 */

/** MSW reads the cookies it kept in localStorage through this; the jar keeps none. */
export class Cookie {
  static fromJSON(): null {
    return null;
  }
}

export class MemoryCookieStore {
  /** The cookies by domain and path, which MSW fills from localStorage and saves back: always empty here. */
  idx: Record<string, Record<string, Record<string, Cookie>>> = {};
}

export class CookieJar {
  constructor(readonly store: MemoryCookieStore = new MemoryCookieStore()) {}

  getCookiesSync(): Cookie[] {
    return [];
  }

  setCookie(cookie: string): Promise<never> {
    const name = cookie.split('=')[0] ?? cookie;
    return Promise.reject(new Error(`The fake backend set the cookie "${name}": its builds keep no cookie jar (mocks/shims/tough-cookie.ts)`));
  }
}

/**
 * Stands in for tldts in the browser's fake backend (vite.config.ts aliases it
 * when mocks are on). MSW keeps a cookie store on tough-cookie, which asks
 * tldts for a host's registrable domain; tldts carries the whole public suffix
 * list (about 250 KB minified) for it. The fake backend sets no cookie of its
 * own (it reads the app's), so the last two labels are enough: exact for the
 * hosts a demo is served from (127.0.0.1, localhost, a .com or .app name),
 * broader than the list for multi-level suffixes such as co.uk or github.io.
 */
export function getDomain(hostname: string): string | null {
  if (/^[\d.]+$/.test(hostname) || hostname.includes(':') || hostname.startsWith('[')) return null;
  const labels = hostname.replace(/\.$/, '').split('.');
  return labels.length < 2 ? null : labels.slice(-2).join('.');
}

/**
 * The fixture photos and icons, as URLs the host can serve: Vite emits each
 * file (never inlined, so records and the saved database stay small), and the
 * standalone server serves the same paths, prefixed with its own origin.
 */
const photos = import.meta.glob<string>('../../fixtures/photos/*.svg', { eager: true, query: '?no-inline', import: 'default' });
const icons = import.meta.glob<string>('../../fixtures/icons/*.svg', { eager: true, query: '?no-inline', import: 'default' });

// Ordered by file name, not by URL: built URLs carry content hashes, and the seed must pick the same photo everywhere.
const photoUrls = Object.keys(photos)
  .sort()
  .map((path) => photos[path] ?? '');

let origin = '';

/** The standalone server's photos live on its own origin, not on the app's. */
export function servePhotosFrom(serverOrigin: string): void {
  origin = serverOrigin;
}

export function photoUrl(index: number): string {
  return `${origin}${photoUrls[Math.abs(index) % photoUrls.length] ?? ''}`;
}

export const photoCount = photoUrls.length;

export function iconUrl(name: string): string {
  const url = icons[`../../fixtures/icons/${name}.svg`];
  return url ? `${origin}${url}` : '';
}

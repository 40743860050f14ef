/**
 * The fixture photos and icons, as URLs the host can serve. In the browser and
 * in Vitest, Vite turns each file into a URL; the standalone server serves the
 * same files under the same paths.
 */
const photoUrls = Object.values(
  import.meta.glob<string>('../../fixtures/photos/*.svg', { eager: true, query: '?url', import: 'default' }),
).sort();

const iconUrls = import.meta.glob<string>('../../fixtures/icons/*.svg', { eager: true, query: '?url', import: 'default' });

export function photoUrl(index: number): string {
  return photoUrls[Math.abs(index) % photoUrls.length] ?? '';
}

export const photoCount = photoUrls.length;

export function iconUrl(name: string): string {
  return iconUrls[`../../fixtures/icons/${name}.svg`] ?? '';
}

/**
 * The fixture photos and icons, as URLs the host can serve: Vite emits each
 * file (never inlined, so records and the saved database stay small), and the
 * standalone server serves the same paths, prefixed with its own origin.
 */
import people from '../../fixtures/photos/people.json';
import scenes from '../../fixtures/scenes/scenes.json';

const photos = import.meta.glob<string>('../../fixtures/photos/*.svg', { eager: true, query: '?no-inline', import: 'default' });
const icons = import.meta.glob<string>('../../fixtures/icons/*.svg', { eager: true, query: '?no-inline', import: 'default' });
const scenePictures = import.meta.glob<string>('../../fixtures/scenes/*.svg', { eager: true, query: '?no-inline', import: 'default' });

// Ordered by file name, not by URL: built URLs carry content hashes, and the seed must pick the same photo everywhere.
const photoUrls = Object.keys(photos)
  .sort()
  .map((path) => photos[path] ?? '');

let origin = '';

/** The standalone server's photos live on its own origin, not on the app's. */
export function servePhotosFrom(serverOrigin: string): void {
  origin = serverOrigin;
}

/** Where photo URLs point now: '' (the app's own origin) unless a standalone server said otherwise. */
export function photosOrigin(): string {
  return origin;
}

export function photoUrl(index: number): string {
  return `${origin}${photoUrls[Math.abs(index) % photoUrls.length] ?? ''}`;
}

export const photoCount = photoUrls.length;

/** Each portrait's URL by file name (people.json names the files, not the hashed URLs). */
const urlByName = new Map(Object.entries(photos).map(([path, url]) => [path.slice(path.lastIndexOf('/') + 1), url]));

interface Person {
  gender: string;
  shots: string[];
}

const everyone: Person[] = people;
const byGender = (gender: string) => everyone.filter((person) => person.gender === gender);
const pools: Record<string, Person[]> = { female: byGender('female'), male: byGender('male') };

/**
 * A member's photos: `count` shots of one drawn person whose gender matches
 * the member's ('other' and unknown genders draw from everyone), for the
 * carousels. `pick` chooses the person and which shot comes first, so two
 * members who share a face rarely share a first photo. Pure: the seed passes
 * the same numbers, and gets the same photos, on every run and machine.
 */
export function portraitsOf(gender: string | undefined, pick: number, count: number): string[] {
  const pool = pools[gender ?? ''] ?? everyone;
  const index = Math.abs(Math.trunc(pick));
  const person = pool[index % pool.length];
  if (!person || person.shots.length === 0) return Array.from({ length: count }, (_, i) => photoUrl(index + i * 7));
  const first = Math.floor(index / pool.length) % person.shots.length;
  return Array.from({ length: count }, (_, i) => {
    const name = person.shots[(first + i) % person.shots.length] ?? '';
    return `${origin}${urlByName.get(name) ?? ''}`;
  });
}

/** What the feed's pictures show (fixtures/scenes/scenes.json): places, food, a hike, a concert. */
export type Scene = keyof typeof scenes;

const sceneUrlByName = new Map(Object.entries(scenePictures).map(([path, url]) => [path.slice(path.lastIndexOf('/') + 1), url]));

/** `count` pictures of a scene, starting at `pick` (deterministic), for a feed post about it. */
export function scenePictureUrls(scene: Scene, pick: number, count: number): string[] {
  const files: string[] = scenes[scene];
  return Array.from({ length: Math.min(count, files.length) }, (_, i) => {
    const name = files[(Math.abs(Math.trunc(pick)) + i) % files.length] ?? '';
    return `${origin}${sceneUrlByName.get(name) ?? ''}`;
  });
}

export function iconUrl(name: string): string {
  const url = icons[`../../fixtures/icons/${name}.svg`];
  return url ? `${origin}${url}` : '';
}

/**
 * The seed's snapshot is made once, on the build's machine, where fixture files have other URLs than
 * on the host that loads it (a built demo's are hashed, the standalone server's carry its origin): it
 * keeps them as `fixture:photos/<file>`, `fixture:icons/<file>` and `fixture:scenes/<file>`, turned into this
 * host's URLs on load.
 */
const FIXTURE_TOKEN = /fixture:(photos|icons|scenes)\/([\w.-]+\.svg)/g;

const fixtureUrls = {
  photos: urlByName,
  scenes: sceneUrlByName,
  icons: new Map(Object.entries(icons).map(([path, url]) => [path.slice(path.lastIndexOf('/') + 1), url])),
};

/** `text` with each fixture file's URL on this host written as its token. */
export function toFixtureTokens(text: string): string {
  let tokenized = text;
  for (const [folder, urls] of Object.entries(fixtureUrls)) {
    for (const [name, url] of urls) tokenized = tokenized.split(`${origin}${url}`).join(`fixture:${folder}/${name}`);
  }
  return tokenized;
}

/** `text` with each fixture token written as the file's URL on this host. */
export function fromFixtureTokens(text: string): string {
  return text.replace(FIXTURE_TOKEN, (token, folder: keyof typeof fixtureUrls, name: string) => {
    const url = fixtureUrls[folder].get(name);
    return url === undefined ? token : `${origin}${url}`;
  });
}

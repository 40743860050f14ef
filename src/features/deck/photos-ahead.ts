import { useEffect, useRef } from 'react';
import type { PersonCard } from '@/shared/api/contract/discovery';
import { safeImageUrl } from '@/shared/lib/safe-url';

/** What fetching a photo ahead needs of an image: `new Image()` in the page; a stand-in in a logic test. */
export interface AheadImage {
  src: string;
  fetchPriority: string;
  /** Missing in some test DOMs: the photo is then fetched, not decoded ahead. */
  decode?(): Promise<void>;
}

/** The first photo of each of the first `count` people: what the stack draws first, top card first. */
export function firstPhotos(people: readonly PersonCard[] | undefined, count: number): string[] {
  const urls = (people ?? []).slice(0, count).map((person) => safeImageUrl(person.imagess[0]));
  return [...new Set(urls.filter((url): url is string => url !== undefined))];
}

/**
 * Fetches and decodes each photo now, the first at high priority: the top card's `<img>` then finds its photo in
 * the memory cache, decoded, and paints with the card in one frame. A photo that fails stays as it would have: the
 * card's own `<img>` tries again.
 */
export function fetchAhead(urls: readonly string[], createImage: () => AheadImage): AheadImage[] {
  return urls.map((url, index) => {
    const image = createImage();
    image.fetchPriority = index === 0 ? 'high' : 'low';
    image.src = url;
    image.decode?.().catch(() => undefined);
    return image;
  });
}

/**
 * The deck's opening wait (2 s by spec) is spent fetching and decoding the photos the stack will show, so the
 * card area's largest paint comes one frame after the wait, not a download and a decode after it
 * (docs/decisions/015-signed-in-start-up.md). The images are held while the screen is open, so the decoded
 * pictures are not let go before the cards draw them.
 */
export function usePhotosAhead(people: readonly PersonCard[] | undefined, count: number): void {
  const held = useRef<AheadImage[]>([]);
  const key = firstPhotos(people, count).join('\n');
  useEffect(() => {
    if (key === '' || typeof Image === 'undefined') return;
    held.current = fetchAhead(key.split('\n'), () => new Image());
  }, [key]);
}

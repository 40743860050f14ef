import { MAX_PHOTOS } from '@/shared/api/rules';

/**
 * The photo editor's grid: MAX_PHOTOS places, the member's photos first, in the
 * server's order, then empty places. The first place holds the main photo (the First Look).
 */
export type PhotoPlace =
  | { kind: 'photo'; place: number; photo: string; main: boolean }
  /** `next` is the empty place an upload fills (the server appends): it shows the loader. */
  | { kind: 'empty'; place: number; next: boolean };

export function photoPlaces(photos: readonly string[], max = MAX_PHOTOS): PhotoPlace[] {
  return Array.from({ length: Math.max(max, photos.length) }, (_, place): PhotoPlace => {
    const photo = photos[place];
    return photo === undefined ? { kind: 'empty', place, next: place === photos.length } : { kind: 'photo', place, photo, main: place === 0 };
  });
}

/**
 * What dropping the photo of place `from` onto place `to` does. The contract has one ordering call,
 * websetfirstlook (a photo becomes the first image, the others keep their order behind it): a photo
 * dropped on the first place becomes the First Look. Any other move would need a reorder call the
 * contract lacks, so it does nothing (the photo springs back).
 */
export function dropAction(from: number, to: number, photoCount: number): 'firstLook' | null {
  if (from === to || from <= 0 || from >= photoCount) return null;
  return to === 0 ? 'firstLook' : null;
}

/** The place an upload's new photo lands in: the last one of the list read again. */
export function newPhotoPlace(before: readonly string[], after: readonly string[]): number | null {
  const added = after.findIndex((photo) => !before.includes(photo));
  if (added >= 0) return added;
  return after.length > before.length ? after.length - 1 : null;
}

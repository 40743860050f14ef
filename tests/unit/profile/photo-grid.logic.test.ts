import { describe, expect, it } from 'vitest';
import { dropAction, newPhotoPlace, photoPlaces } from '@/features/profile/photo-grid';

describe('the photo grid', () => {
  it('has five places: the photos first, the first the main one, then empty places, the next one taking the upload', () => {
    expect(photoPlaces(['a', 'b'])).toEqual([
      { kind: 'photo', place: 0, photo: 'a', main: true },
      { kind: 'photo', place: 1, photo: 'b', main: false },
      { kind: 'empty', place: 2, next: true },
      { kind: 'empty', place: 3, next: false },
      { kind: 'empty', place: 4, next: false },
    ]);
    expect(photoPlaces([]).map((spot) => spot.kind === 'empty' && spot.next)).toEqual([true, false, false, false, false]);
    expect(photoPlaces(['a', 'b', 'c', 'd', 'e']).every((spot) => spot.kind === 'photo')).toBe(true);
  });

  it('makes a photo dropped on the first place the First Look, and nothing else (the contract has no reorder call)', () => {
    expect(dropAction(2, 0, 3)).toBe('firstLook');
    expect(dropAction(0, 0, 3)).toBeNull();
    expect(dropAction(0, 2, 3)).toBeNull();
    expect(dropAction(1, 2, 3)).toBeNull();
    expect(dropAction(3, 0, 3)).toBeNull();
  });

  it('finds the place of the photo an upload added', () => {
    expect(newPhotoPlace(['a', 'b'], ['a', 'b', 'c'])).toBe(2);
    expect(newPhotoPlace([], ['a'])).toBe(0);
    expect(newPhotoPlace(['a'], ['a'])).toBeNull();
  });
});

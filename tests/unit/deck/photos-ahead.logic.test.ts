import { describe, expect, it } from 'vitest';
import { fetchAhead, firstPhotos, type AheadImage } from '@/features/deck/photos-ahead';
import type { PersonCard } from '@/shared/api/contract/discovery';

const person = (userId: string, photos: string[]) => ({ user_id: userId, imagess: photos }) as unknown as PersonCard;

class StandInImage implements AheadImage {
  src = '';
  fetchPriority = 'auto';
  decoded = false;
  decode() {
    this.decoded = true;
    return Promise.resolve();
  }
}

describe('the photos the deck opens with', () => {
  it("are the first photo of each of the first cards, top card first, without a person's later photos or unsafe URLs", () => {
    const people = [
      person('1', ['https://photos.test/1a.jpg', 'https://photos.test/1b.jpg']),
      person('2', []),
      person('3', ['javascript:alert(1)']),
      person('4', ['https://photos.test/4a.jpg']),
      person('5', ['https://photos.test/5a.jpg']),
    ];
    expect(firstPhotos(people, 4)).toEqual(['https://photos.test/1a.jpg', 'https://photos.test/4a.jpg']);
    expect(firstPhotos(undefined, 3)).toEqual([]);
  });

  it('are fetched and decoded ahead, the top one first', () => {
    const images = fetchAhead(['https://photos.test/1a.jpg', 'https://photos.test/2a.jpg'], () => new StandInImage()) as StandInImage[];
    expect(images.map((image) => [image.src, image.fetchPriority, image.decoded])).toEqual([
      ['https://photos.test/1a.jpg', 'high', true],
      ['https://photos.test/2a.jpg', 'low', true],
    ]);
  });
});

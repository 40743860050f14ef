import sample1 from './portraits/sample-1.svg?no-inline';
import sample2 from './portraits/sample-2.svg?no-inline';
import sample3 from './portraits/sample-3.svg?no-inline';
import sample4 from './portraits/sample-4.svg?no-inline';
import sample5 from './portraits/sample-5.svg?no-inline';
import sample6 from './portraits/sample-6.svg?no-inline';
import sample7 from './portraits/sample-7.svg?no-inline';
import sample8 from './portraits/sample-8.svg?no-inline';

/**
 * The Explore teaser's sample people (docs/product/screens-and-routes.md#explore: a static grid that makes no calls).
 * Their pictures are this screen's own illustrations (portraits/: soft, blurred silhouettes on the
 * brand's colours, nobody recognisable, as a premium teaser needs), emitted as files by every build
 * (demo and production alike), never the fake backend's people: the teaser must look the same with
 * a real server behind the app (tests/unit/explore/explore-illustrations.logic.test.ts).
 */
export interface TeaserPerson {
  id: string;
  name: string;
  age: number;
  /**
   * How far away they are, in km. A distance rather than a city: the screen makes no call, so it
   * cannot know the member's town, and a city far from it (Lisbon for a member in Montreuil)
   * would not read as "people you could meet"; a few km reads as nearby wherever the member is.
   */
  distanceKm: number;
  photo: string;
  online: boolean;
}

export const teaserPeople: readonly TeaserPerson[] = [
  { id: 'sample-1', name: 'Maya', age: 26, distanceKm: 2, photo: sample1, online: true },
  { id: 'sample-2', name: 'Leo', age: 29, distanceKm: 3, photo: sample2, online: false },
  { id: 'sample-3', name: 'Inès', age: 24, distanceKm: 1, photo: sample3, online: true },
  { id: 'sample-4', name: 'Omar', age: 31, distanceKm: 5, photo: sample4, online: true },
  { id: 'sample-5', name: 'Sofia', age: 27, distanceKm: 4, photo: sample5, online: false },
  { id: 'sample-6', name: 'Noah', age: 33, distanceKm: 6, photo: sample6, online: true },
  { id: 'sample-7', name: 'Lina', age: 22, distanceKm: 3, photo: sample7, online: false },
  { id: 'sample-8', name: 'Hugo', age: 28, distanceKm: 8, photo: sample8, online: true },
];

/** The popup's plans: placeholder content and prices (docs/product/screens-and-routes.md#explore), in US dollars. */
export interface SamplePlan {
  id: string;
  months: number;
  price: number;
  popular?: boolean;
}

export const samplePlans: readonly SamplePlan[] = [
  { id: 'sample-1m', months: 1, price: 9.99 },
  { id: 'sample-3m', months: 3, price: 24.99, popular: true },
  { id: 'sample-12m', months: 12, price: 59.99 },
];

export const SAMPLE_CURRENCY = 'USD';

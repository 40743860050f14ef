import { Faker } from '@faker-js/faker';
import locale from './faker-locale.json';

/**
 * A Faker of its own for each use, so that one seed always gives the same data.
 * Its locale is the few definitions our generators read (French over English),
 * not faker's whole locale data: scripts/make-faker-locale.mjs writes it.
 */
export function createFaker(seed: number): Faker {
  const faker = new Faker({ locale });
  faker.seed(seed);
  return faker;
}

import { Faker, en, fr } from '@faker-js/faker';

/** A Faker of its own for each use, so that one seed always gives the same data. */
export function createFaker(seed: number): Faker {
  const faker = new Faker({ locale: [fr, en] });
  faker.seed(seed);
  return faker;
}

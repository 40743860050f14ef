import { Faker, en, fr } from '@faker-js/faker';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createFaker } from '@mocks/factories/faker';
import { buildMember } from '@mocks/factories/member';

/**
 * The fake backend ships only the locale entries its generators read
 * (mocks/factories/faker-locale.json), not faker's whole English and French
 * data. The people must stay the same as with the whole data, seed for seed:
 * the demo accounts, fixtures and tests all count on them.
 */
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T12:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

it('gives the same people as faker with its whole French and English data', () => {
  const whole = new Faker({ locale: [fr, en] });
  for (let seed = 1; seed <= 300; seed += 1) {
    whole.seed(seed);
    expect(buildMember({ faker: createFaker(seed) })).toEqual(buildMember({ faker: whole }));
  }
});

it('holds a few KB, not the whole locale data', () => {
  const shipped = JSON.stringify(createFaker(1).rawDefinitions).length;
  expect(shipped).toBeLessThan(20_000);
  expect(JSON.stringify([fr, en]).length).toBeGreaterThan(20 * shipped);
});

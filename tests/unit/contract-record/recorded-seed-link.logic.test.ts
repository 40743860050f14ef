import { describe, expect, it } from 'vitest';
import { stateLinkOf } from '@mocks/controls/state-link';
import { recordedSeedNumber, seedNamedBy } from '@mocks/seed/recorded/recorded-seed-name';

const at = (address: string) => new URL(address, 'https://demo.example');

describe('a recorded seed named where a seed is asked for', () => {
  it('is a number of its own, far above the seeds typed by hand, read back from `?seed=N`', () => {
    expect(seedNamedBy('recorded:seed-7')).toBe(recordedSeedNumber('seed-7'));
    expect(seedNamedBy(String(recordedSeedNumber('seed-7')))).toBe(recordedSeedNumber('seed-7'));
    expect(recordedSeedNumber('seed-7')).toBeGreaterThan(1e10);
    expect(recordedSeedNumber('seed-7')).not.toBe(recordedSeedNumber('seed-8'));
    expect(seedNamedBy('7')).toBe(7);
    expect(seedNamedBy('recorded:../x')).toBeUndefined();
    expect(seedNamedBy('seven')).toBeUndefined();
  });

  it('opens signed in as its member (the regular persona stands for it), landing without the seed', () => {
    expect(stateLinkOf(at('/web/?seed=recorded:seed-7'), '/web/')).toEqual({ persona: 'regular', scenario: undefined, path: '/' });
    expect(stateLinkOf(at('/web/app/Message?seed=recorded:seed-7&persona=premium'), '/web/')).toEqual({ persona: 'premium', scenario: undefined, path: '/app/Message' });
  });

  it('leaves a numbered seed and VITE_MOCK_SEED to the fake backend, asking for no state', () => {
    expect(stateLinkOf(at('/web/?seed=7'), '/web/')).toBeNull();
    expect(stateLinkOf(at('/web/'), '/web/', 'recorded:seed-7')).toBeNull();
  });
});

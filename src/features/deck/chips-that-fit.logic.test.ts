import { describe, expect, it } from 'vitest';
import { chipsThatFit } from './chips-that-fit';

describe('chipsThatFit', () => {
  it('shows every chip when they all fit, with no count', () => {
    expect(chipsThatFit([60, 70, 50], 30, 200, 4, 0)).toBe(3);
  });

  it('keeps room for the count when chips are left out beyond the row', () => {
    // 60 + 4 + 70 + 4 + 50 = 188 fits 200, but not with the "+1" (4 + 30) beside it.
    expect(chipsThatFit([60, 70, 50], 30, 200, 4, 1)).toBe(2);
  });

  it('leaves out the chips that do not fit, whole, and counts them', () => {
    // The phone's card: Gaming, Football, Travel, Pets and "+1" in 250 px.
    expect(chipsThatFit([70, 75, 62, 50], 36, 250, 4, 1)).toBe(2);
  });

  it('shows one chip at least, even too wide (it is cut at its own end)', () => {
    expect(chipsThatFit([400, 50], 30, 200, 4, 0)).toBe(1);
    expect(chipsThatFit([], 30, 200, 4, 2)).toBe(0);
  });

  it('keeps a chip that fits exactly', () => {
    expect(chipsThatFit([100, 96], 30, 200, 4, 0)).toBe(2);
  });
});

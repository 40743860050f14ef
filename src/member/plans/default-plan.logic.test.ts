import { describe, expect, it } from 'vitest';
import { chosenOfferItem, defaultOfferItem } from './default-plan';
import type { OfferItem } from './api/use-offer-list';

const item = (id: string, count: string): OfferItem => ({ id, count, unit: 'Days', price: '9.99', superLikes: '0', boosts: '0' });
const plans = [item('1', '30'), item('2', '90'), item('3', '180'), item('4', '365')];

describe('the plan chosen for the member', () => {
  it('is the premium plan marked most chosen, the first pack of a pack list, nothing of an empty list', () => {
    expect(defaultOfferItem('premium', plans)?.id).toBe('2');
    expect(defaultOfferItem('premium', plans.slice(0, 3))?.id).toBe('2');
    // Fewer than three plans carry no mark: the first.
    expect(defaultOfferItem('premium', plans.slice(0, 2))?.id).toBe('1');
    expect(defaultOfferItem('boost', plans)?.id).toBe('1');
    expect(defaultOfferItem('superLike', plans)?.id).toBe('1');
    expect(defaultOfferItem('premium', [])).toBeUndefined();
  });

  it("gives way to the member's own choice while the list holds it", () => {
    expect(chosenOfferItem('premium', plans, '4')?.id).toBe('4');
    expect(chosenOfferItem('premium', plans, 'gone')?.id).toBe('2');
    expect(chosenOfferItem('premium', plans, null)?.id).toBe('2');
  });
});

import { describe, expect, it } from 'vitest';
import { mostChosenIndex, planDays, planSavings, pricePerWeek } from './plan-value';

const seedPlans = [
  { count: '30', unit: 'Days', price: '9.99' },
  { count: '90', unit: 'Days', price: '24.99' },
  { count: '180', unit: 'Days', price: '44.99' },
  { count: '365', unit: 'Days', price: '79.99' },
];

describe('plan value', () => {
  it('knows a plan length in days from the server units, singular or plural', () => {
    expect(planDays({ count: '30', unit: 'Days' })).toBe(30);
    expect(planDays({ count: '1', unit: 'Month' })).toBe(30);
    expect(planDays({ count: '2', unit: 'weeks' })).toBe(14);
    expect(planDays({ count: '1', unit: 'Year' })).toBe(365);
    expect(planDays({ count: '3', unit: 'Fortnights' })).toBeNull();
    expect(planDays({ count: 'x', unit: 'Days' })).toBeNull();
    expect(planDays({ count: '0', unit: 'Days' })).toBeNull();
  });

  it('gives the price of a week, to the cent', () => {
    expect(seedPlans.map(pricePerWeek)).toEqual([2.33, 1.94, 1.75, 1.53]);
    expect(pricePerWeek({ count: '1', unit: 'Week', price: '4.99' })).toBeNull();
    expect(pricePerWeek({ count: '30', unit: 'Days', price: 'free' })).toBeNull();
  });

  it('gives the saving against the shortest plan per day, rounded down', () => {
    expect(planSavings(seedPlans)).toEqual([0, 16, 24, 34]);
    expect(planSavings([{ count: '1', unit: 'Month', price: '10' }, { count: '3', unit: 'Months', price: '18' }])).toEqual([0, 40]);
    // The shortest need not come first, and a dearer long plan saves nothing.
    expect(planSavings([{ count: '6', unit: 'Months', price: '70' }, { count: '1', unit: 'Month', price: '10' }])).toEqual([0, 0]);
    expect(planSavings([{ count: '1', unit: 'Lifetime', price: '10' }, { count: '1', unit: 'Month', price: '10' }])).toEqual([null, 0]);
    expect(planSavings([])).toEqual([]);
  });

  it('marks the middle plan as the most chosen, from three plans on', () => {
    expect(mostChosenIndex(4)).toBe(1);
    expect(mostChosenIndex(3)).toBe(1);
    expect(mostChosenIndex(5)).toBe(2);
    expect(mostChosenIndex(2)).toBeNull();
    expect(mostChosenIndex(0)).toBeNull();
  });
});

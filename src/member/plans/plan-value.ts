/**
 * What makes plans comparable on the plan cards: each plan's length in days, its price per week, and
 * how much the longer plans save against the shortest one, per day. Pure: the carousel formats them.
 */

const unitDays: Record<string, number> = { day: 1, days: 1, week: 7, weeks: 7, month: 30, months: 30, year: 365, years: 365 };

export interface PlanPrice {
  /** The plan's count in its unit ('30' with 'Days'). */
  count: string;
  unit: string;
  price: string;
}

/** The plan's length in days, or null for an unknown unit or a count that is no positive number. */
export function planDays(plan: Pick<PlanPrice, 'count' | 'unit'>): number | null {
  const perUnit = unitDays[plan.unit.trim().toLowerCase()];
  const count = Number(plan.count);
  if (perUnit === undefined || !Number.isFinite(count) || count <= 0) return null;
  return count * perUnit;
}

/** The price of one week of the plan, to the cent, or null when it cannot be worked out (or the plan is a week or shorter). */
export function pricePerWeek(plan: PlanPrice): number | null {
  const days = planDays(plan);
  const price = Number(plan.price);
  if (days === null || days <= 7 || !Number.isFinite(price) || price < 0) return null;
  return Math.round((price / days) * 7 * 100) / 100;
}

/**
 * The saving of each plan against the shortest, per day, in whole percent (rounded down, never
 * overstated): 0 for the shortest and for any plan that is not cheaper per day, null when a plan's
 * length or price is unknown.
 */
export function planSavings(plans: readonly PlanPrice[]): (number | null)[] {
  const perDay = plans.map((plan) => {
    const days = planDays(plan);
    const price = Number(plan.price);
    return days === null || !Number.isFinite(price) || price < 0 ? null : price / days;
  });
  let shortest: number | null = null;
  let shortestDays = Infinity;
  plans.forEach((plan, index) => {
    const days = planDays(plan);
    if (days !== null && perDay[index] !== null && days < shortestDays) {
      shortestDays = days;
      shortest = perDay[index] ?? null;
    }
  });
  return perDay.map((value) => {
    if (value === null || shortest === null) return null;
    if (shortest <= 0 || value >= shortest) return 0;
    // A hair of tolerance so that 0.4 * 100 counts as 40, not 39.
    return Math.floor((1 - value / shortest) * 100 + 1e-9);
  });
}

/**
 * The plan marked as the most chosen. The server says nothing of what members buy, so we mark the
 * middle plan (the lower middle of an even count: the second of four), as the apps people know do:
 * it sits between the cheapest start and the longest commitment. None with fewer than three plans.
 */
export function mostChosenIndex(count: number): number | null {
  return count >= 3 ? Math.floor((count - 1) / 2) : null;
}

import type { TFunction } from 'i18next';

/** The units a premium plan can be sold in (premiumlistweb's `type`), by the server's word, singular or plural. */
const units: Record<string, 'day' | 'week' | 'month' | 'year'> = {
  day: 'day',
  days: 'day',
  week: 'week',
  weeks: 'week',
  month: 'month',
  months: 'month',
  year: 'year',
  years: 'year',
};

/**
 * A plan's unit as the screen says it: the server sends a fixed English word ('Days'), which is the
 * client's to translate and to agree with the count (Arabic has six plural forms). A unit the
 * client does not know is shown as the server sent it.
 */
export function planUnitText(t: TFunction<'payments'>, unit: string, count: string): string {
  const known = units[unit.trim().toLowerCase()];
  return known ? t(`plans.unit.${known}`, { count: Number(count) }) : unit;
}

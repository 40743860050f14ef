/**
 * Birth dates and ages (docs/product/rules-and-timings.md#date-of-birth-and-age). One computation on calendar
 * dates ('YYYY-MM-DD' text), so the client (today in the member's time zone)
 * and the fake server (today on its clock, UTC) cannot disagree on a birthday.
 */

/** Minimum sign-up age, and the lowest age a filter may ask for (docs/product/rules-and-timings.md#limits). */
export const MIN_AGE = 18;
export const EARLIEST_BIRTH_DATE = '1901-01-01';

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

interface Day {
  year: number;
  month: number;
  day: number;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The parts of a real calendar date, or null for text that is not one (like 1995-02-30). */
function parseDay(date: string): Day | null {
  const match = CALENDAR_DATE.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** The calendar date of a moment in UTC, as the server's clock counts days. */
export function utcCalendarDate(moment: number | Date): string {
  const date = new Date(moment);
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** The calendar date of a moment in the local time zone, as the member's own today. */
export function localCalendarDate(moment: number | Date): string {
  const date = new Date(moment);
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Whole years from a birth date to `today` (both year-month-day), or null for a date that does not exist or is to come. */
export function ageOn(dob: string, today: string): number | null {
  const birth = parseDay(dob);
  const now = parseDay(today);
  if (!birth || !now) return null;
  const beforeBirthday = now.month < birth.month || (now.month === birth.month && now.day < birth.day);
  const age = now.year - birth.year - (beforeBirthday ? 1 : 0);
  return age >= 0 ? age : null;
}

/**
 * The latest birth date the picker offers: today minus 18 years. On 29 February
 * it is the 28th, the last day someone born then is already 18.
 */
export function latestBirthDate(today: string): string {
  const now = parseDay(today);
  if (!now) return EARLIEST_BIRTH_DATE;
  const year = now.year - MIN_AGE;
  return `${pad(year, 4)}-${pad(now.month)}-${pad(Math.min(now.day, daysInMonth(year, now.month)))}`;
}

/** A real date from 1 Jan 1901 on (the age floor is a separate rule, with its own message). */
export function isRealBirthDate(dob: string, today: string): boolean {
  return ageOn(dob, today) !== null && dob >= EARLIEST_BIRTH_DATE;
}

/** A birth date the sign-up accepts: real, not before 1901, and at least 18 years ago. */
export function isBirthDateAllowed(dob: string, today: string): boolean {
  return isRealBirthDate(dob, today) && dob <= latestBirthDate(today);
}

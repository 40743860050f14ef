/**
 * Dates as the product writes them, D MMM YYYY (5 Mar 2027, 5 mars 2027, 5 مارس 2027), in the page's
 * language, from the browser's own Intl data: no date library and no locale files in the bundle.
 * Digits stay Western in every language, as the app's other dates (dayjs) write them.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(language: string): Intl.DateTimeFormat {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', year: 'numeric', numberingSystem: 'latn', timeZone: 'UTC' });
    formats.set(language, format);
  }
  return format;
}

/** A calendar day (year, month 1 to 12, day) as D MMM YYYY; the parts in that order whatever the locale's own order. */
export function formatDayMonthYear(year: number, month: number, day: number, language: string): string {
  const parts = formatFor(language).formatToParts(new Date(Date.UTC(year, month - 1, day)));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')}`;
}

/** A YYYY-MM-DD date (what the server sends, e.g. membership_valid_web) as D MMM YYYY, or null when it is none. */
export function formatServerDate(text: string, language: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  return formatDayMonthYear(year, month, day, language);
}

/**
 * The chat's dates in the page's language: the day as "day, month-name year" (docs/product/rules-and-timings.md#formats), times as
 * hours and minutes. The browser's own Intl does it (no date library in the chat's chunk); Latin digits in
 * every language, as before.
 */

interface DateParts {
  day: string;
  month: string;
  year: string;
  hour: string;
  minute: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(language: string): Intl.DateTimeFormat {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      numberingSystem: 'latn',
    });
    formatters.set(language, formatter);
  }
  return formatter;
}

function partsOf(date: Date, language: string): DateParts {
  const parts: DateParts = { day: '', month: '', year: '', hour: '', minute: '' };
  for (const part of formatterFor(language).formatToParts(date)) {
    if (part.type in parts) parts[part.type as keyof DateParts] = part.value;
  }
  return parts;
}

/** 'YYYY-MM-DD' (a local calendar day) as "day month-name year". */
export function dayLabel(day: string, language: string): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const parts = partsOf(new Date(year, month - 1, date), language);
  return `${parts.day} ${parts.month} ${parts.year}`;
}

export function timeLabel(chatTime: number, language: string): string {
  const parts = partsOf(new Date(chatTime * 1000), language);
  return `${parts.hour}:${parts.minute}`;
}

/** The last-seen time: epoch milliseconds as text (or a date the server wrote), shown with its day. */
export function lastSeenLabel(onlineLastTime: string, language: string): string | undefined {
  if (onlineLastTime === '') return undefined;
  // Epoch milliseconds, or seconds from a server that counts in those.
  const value = /^\d+$/.test(onlineLastTime) ? Number(onlineLastTime) * (onlineLastTime.length <= 10 ? 1000 : 1) : onlineLastTime;
  const time = new Date(value);
  if (Number.isNaN(time.getTime())) return undefined;
  const parts = partsOf(time, language);
  return `${parts.day} ${parts.month} ${parts.year}, ${parts.hour}:${parts.minute}`;
}

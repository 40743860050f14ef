import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import 'dayjs/locale/ar';
import 'dayjs/locale/fr';

dayjs.extend(relativeTime);

const DAY_MS = 24 * 60 * 60_000;

/**
 * When a feed entry was posted, in the page's language: relative within a week
 * ("5 minutes ago", "il y a 2 heures"), then the date (day, month name, year, as
 * docs/product/rules-and-timings.md#formats writes dates). `feed_time` is epoch milliseconds as text; a
 * value that is not a time gives no text rather than "Invalid Date".
 */
export function feedTime(feedTimeText: string, language: string, now: number = Date.now()): { label: string; iso: string } | null {
  const at = Number(feedTimeText);
  if (!Number.isFinite(at) || at <= 0) return null;
  const when = dayjs(at).locale(language);
  const label = now - at < 7 * DAY_MS ? when.from(dayjs(Math.max(now, at)).locale(language)) : when.format('D MMMM YYYY');
  return { label, iso: new Date(at).toISOString() };
}

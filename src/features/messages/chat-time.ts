import dayjs from 'dayjs';
import 'dayjs/locale/ar';
import 'dayjs/locale/fr';
import { now as currentTime } from '@/shared/lib/now';

/**
 * A chat row's time in the page's language: the hour for today's messages, the
 * day and month name this year, and day, month name, year before (the date format of
 * docs/product/rules-and-timings.md#formats). `chatTime` is epoch seconds as text; `now` is the
 * app's (the fake backend's clock in the demo, shared/lib/now.ts).
 */
export function chatRowTime(chatTime: string | undefined, language: string, now: number = currentTime()): { label: string; iso: string } | null {
  const seconds = Number(chatTime);
  if (!chatTime || !Number.isFinite(seconds) || seconds <= 0) return null;
  const when = dayjs(seconds * 1000).locale(language);
  const today = dayjs(now).locale(language);
  const label = when.isSame(today, 'day') ? when.format('HH:mm') : when.isSame(today, 'year') ? when.format('D MMMM') : when.format('D MMMM YYYY');
  return { label, iso: when.toISOString() };
}

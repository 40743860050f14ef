import dayjs from 'dayjs';
import 'dayjs/locale/ar';
import 'dayjs/locale/fr';

/** The chat's dates in the page's language: the day as "day, month-name year" (spec 2 section 9), times as hours and minutes. */
export function dayLabel(day: string, language: string): string {
  return dayjs(day).locale(language).format('D MMMM YYYY');
}

export function timeLabel(chatTime: number, language: string): string {
  return dayjs(chatTime * 1000).locale(language).format('HH:mm');
}

/** The last-seen time: epoch milliseconds as text (or a date the server wrote), shown with its day. */
export function lastSeenLabel(onlineLastTime: string, language: string): string | undefined {
  // Epoch milliseconds, or seconds from a server that counts in those.
  const value = /^\d+$/.test(onlineLastTime) ? Number(onlineLastTime) * (onlineLastTime.length <= 10 ? 1000 : 1) : onlineLastTime;
  const time = dayjs(value);
  return time.isValid() && onlineLastTime !== '' ? time.locale(language).format('D MMMM YYYY, HH:mm') : undefined;
}

import type { Language } from '../../contract/languages';
import { currentLanguage } from '../../lib/current-language';
import { intlDate } from '../../lib/intl-date';

/** When the oldest data on screen was fetched: 'today at 2:05 PM', 'yesterday at …', or a date. */
export type SavedTime =
  { key: 'today' | 'yesterday'; time: string } | { key: 'date'; value: string };

/*
 * Written out rather than with date-fns: the banner is part of every page, the driver link page's
 * first screen included, and date-fns with its English locale is too big for that first load
 * (issue 8 web budgets). tests/unit/offline-banner.test.tsx keeps the texts equal to date-fns's
 * (src/lib/format-date.ts), which the rest of the app formats with. Other languages are written
 * by the browser's Intl, as format-date writes them.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** docs/product.md §9's time of day, 'h:mm a': 2:05 PM. */
function timeOfDay(date: Date): string {
  const hours = date.getHours();
  return `${hours % 12 || 12}:${twoDigits(date.getMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** formatDateTime's 'MMM dd, yyyy, h:mm a': May 07, 2030, 8:00 AM. */
function dateAndTime(date: Date): string {
  const year = String(date.getFullYear()).padStart(4, '0');
  return `${MONTHS[date.getMonth()]} ${twoDigits(date.getDate())}, ${year}, ${timeOfDay(date)}`;
}

/** Calendar days from `earlier` to `later` in the local time zone, whatever the clock changes. */
function calendarDaysBetween(later: Date, earlier: Date): number {
  const day = (date: Date) => Date.UTC(date.getFullYear(), date.getMonth(), date.getDate());
  return Math.round((day(later) - day(earlier)) / 86_400_000);
}

export function savedTime(
  at: number,
  now: Date = new Date(),
  language: Language = currentLanguage(),
): SavedTime {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return { key: 'date', value: '—' };
  const days = calendarDaysBetween(now, date);
  const english = language === 'en';
  // The time of day as docs/product.md §9 writes it; older saves get its full date and time.
  const time = english ? timeOfDay(date) : intlDate(date, 'time', language);
  if (days === 0) return { key: 'today', time };
  if (days === 1) return { key: 'yesterday', time };
  return { key: 'date', value: english ? dateAndTime(date) : intlDate(date, 'dateTime', language) };
}

import type { Language } from '../../contract/languages';
import { currentLanguage } from '../../lib/current-language';
import { calendarDaysBetween, englishDate, englishTimeOfDay } from '../../lib/english-date';
import { intlDate } from '../../lib/intl-date';

/** When the oldest data on screen was fetched: 'today at 2:05 PM', 'yesterday at …', or a date. */
export type SavedTime =
  { key: 'today' | 'yesterday'; time: string } | { key: 'date'; value: string };

/*
 * English as docs/product.md §9 writes it (src/lib/english-date.ts, without date-fns: the banner
 * is on the driver link page's first screen); other languages by the browser's Intl.
 */
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
  const time = english ? englishTimeOfDay(date) : intlDate(date, 'time', language);
  if (days === 0) return { key: 'today', time };
  if (days === 1) return { key: 'yesterday', time };
  return {
    key: 'date',
    value: english ? englishDate(date, 'dateTime') : intlDate(date, 'dateTime', language),
  };
}

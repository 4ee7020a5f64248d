import { differenceInCalendarDays, differenceInMinutes, format, isValid, parseISO } from 'date-fns';
import type { Language } from '../contract/languages';
import { currentLanguage } from './current-language';
import { intlDate, type DateStyle } from './intl-date';

/** docs/product.md §9's patterns: English keeps its exact texts. */
const ENGLISH_PATTERNS: Record<DateStyle, string> = {
  date: 'MMM dd, yyyy',
  dateTime: 'MMM dd, yyyy, h:mm a',
  time: 'h:mm a',
  weekday: 'EEEE',
  weekdayShort: 'EEEEEE',
  monthYear: 'MMMM yyyy',
  longDate: 'EEEE, MMMM d, yyyy',
  dayOfMonth: 'd',
};

/** `date` written the `style` way in `language` (the one shown unless given). */
export function formatDateAs(
  date: Date,
  style: DateStyle,
  language: Language = currentLanguage(),
): string {
  return language === 'en' ? format(date, ENGLISH_PATTERNS[style]) : intlDate(date, style, language);
}

function toDate(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const date = typeof value === 'string' ? parseISO(value) : value;
  return isValid(date) ? date : null;
}

/** docs/product.md §9: 'MMM dd, yyyy' for tables. */
export function formatDate(value: string | Date | null | undefined): string {
  const date = toDate(value);
  return date ? formatDateAs(date, 'date') : '—';
}

export function formatDateTime(value: string | Date | null | undefined): string {
  const date = toDate(value);
  return date ? formatDateAs(date, 'dateTime') : '—';
}

/** docs/product.md §9: yyyy-MM-dd for filters and payloads. */
export function formatIsoDay(value: string | Date): string {
  const date = toDate(value);
  return date ? format(date, 'yyyy-MM-dd') : '';
}

type AgeText =
  | { key: 'justNow' }
  | { key: 'minutesAgo'; count: number }
  | { key: 'hoursAgo'; count: number }
  | { key: 'yesterday'; time: string }
  | { key: 'weekday'; day: string; time: string }
  | { key: 'dateTime'; value: string };

/**
 * docs/product.md §9 age of a position: 'Just Now'; 'n min(s) ago' under 60 minutes; 'n hour(s) ago' under
 * 24 hours; 'Yesterday {time}'; weekday and time under 7 days; otherwise date and time.
 * Returns a key for i18n so the words stay translatable.
 */
export function ageText(value: string | Date, now: Date = new Date()): AgeText {
  const date = toDate(value) ?? now;
  const minutes = differenceInMinutes(now, date);
  if (minutes < 1) return { key: 'justNow' };
  if (minutes < 60) return { key: 'minutesAgo', count: minutes };
  if (minutes < 24 * 60) return { key: 'hoursAgo', count: Math.floor(minutes / 60) };
  const days = differenceInCalendarDays(now, date);
  const time = formatDateAs(date, 'time');
  if (days === 1) return { key: 'yesterday', time };
  if (days < 7) return { key: 'weekday', day: formatDateAs(date, 'weekday'), time };
  return { key: 'dateTime', value: formatDateAs(date, 'dateTime') };
}

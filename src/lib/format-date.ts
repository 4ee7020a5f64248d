import type { Language } from '../contract/languages';
import { currentLanguage } from './current-language';
import { calendarDaysBetween, englishDate, isoDay, parseIsoDate } from './english-date';
import { intlDate, type DateStyle } from './intl-date';

/** `date` written the `style` way in `language` (the one shown unless given). */
export function formatDateAs(
  date: Date,
  style: DateStyle,
  language: Language = currentLanguage(),
): string {
  // docs/product.md §9's patterns: English keeps its exact texts.
  return language === 'en' ? englishDate(date, style) : intlDate(date, style, language);
}

function toDate(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const date = typeof value === 'string' ? parseIsoDate(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
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
  return date ? isoDay(date) : '';
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
  // Whole minutes, cut toward zero as date-fns's differenceInMinutes does.
  const minutes = Math.trunc((now.getTime() - date.getTime()) / 60_000);
  if (minutes < 1) return { key: 'justNow' };
  if (minutes < 60) return { key: 'minutesAgo', count: minutes };
  if (minutes < 24 * 60) return { key: 'hoursAgo', count: Math.floor(minutes / 60) };
  const days = calendarDaysBetween(now, date);
  const time = formatDateAs(date, 'time');
  if (days === 1) return { key: 'yesterday', time };
  if (days < 7) return { key: 'weekday', day: formatDateAs(date, 'weekday'), time };
  return { key: 'dateTime', value: formatDateAs(date, 'dateTime') };
}

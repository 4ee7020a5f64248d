import type { DateStyle } from './intl-date';

/*
 * docs/product.md §9's English date patterns written out, rather than with date-fns: dates show on
 * the driver link page's first screen, and date-fns with its English locale is 5.5 KiB of that
 * first visit (issue 21 §6). tests/unit/english-date.test.ts keeps every text equal to the
 * date-fns pattern beside it; other languages are written by the browser's Intl (./intl-date.ts).
 */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const twoDigits = (value: number) => String(value).padStart(2, '0');
const year = (date: Date) => String(date.getFullYear()).padStart(4, '0');
const month = (date: Date) => MONTHS[date.getMonth()] ?? '';
const weekday = (date: Date) => WEEKDAYS[date.getDay()] ?? '';

/** 'h:mm a': 2:05 PM. */
export function englishTimeOfDay(date: Date): string {
  const hours = date.getHours();
  return `${hours % 12 || 12}:${twoDigits(date.getMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** 'MMM dd, yyyy': May 07, 2030. */
const shortDate = (date: Date) =>
  `${month(date).slice(0, 3)} ${twoDigits(date.getDate())}, ${year(date)}`;

const WRITERS: Record<DateStyle, (date: Date) => string> = {
  date: shortDate,
  // 'MMM dd, yyyy, h:mm a'
  dateTime: (date) => `${shortDate(date)}, ${englishTimeOfDay(date)}`,
  time: englishTimeOfDay,
  // 'EEEE'
  weekday,
  // 'EEEEEE': Mo, Tu…
  weekdayShort: (date) => weekday(date).slice(0, 2),
  // 'MMMM yyyy'
  monthYear: (date) => `${month(date)} ${year(date)}`,
  // 'EEEE, MMMM d, yyyy'
  longDate: (date) => `${weekday(date)}, ${month(date)} ${date.getDate()}, ${year(date)}`,
  // 'd'
  dayOfMonth: (date) => String(date.getDate()),
};

/** `date` written the `style` way in English, in the local time zone. */
export function englishDate(date: Date, style: DateStyle): string {
  return WRITERS[style](date);
}

/** 'yyyy-MM-dd' in the local time zone. */
export function isoDay(date: Date): string {
  return `${year(date)}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
}

/** Calendar days from `earlier` to `later` in the local time zone, whatever the clock changes. */
export function calendarDaysBetween(later: Date, earlier: Date): number {
  const day = (date: Date) => Date.UTC(date.getFullYear(), date.getMonth(), date.getDate());
  return Math.round((day(later) - day(earlier)) / 86_400_000);
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

/** 'Z', '+03', '+0300' or '+03:00' as the browser's Date reads it ('Z' or '+03:00'). */
function offsetOf(zone: string | undefined): string {
  if (!zone) return '';
  if (zone.toUpperCase() === 'Z') return 'Z';
  const digits = zone.slice(1).replace(':', '');
  return `${zone[0]}${digits.slice(0, 2)}:${digits.slice(2, 4) || '00'}`;
}

/**
 * An ISO 8601 date as date-fns's `parseISO` reads the forms the API sends: a day alone is local
 * midnight (not UTC, as `new Date` has it), a time without an offset is local time; anything
 * else is an invalid date.
 */
export function parseIsoDate(value: string): Date {
  const dateTime = DATE_TIME.exec(value);
  const day = DATE_ONLY.exec(dateTime?.[1] ?? value);
  if (!day || !isCalendarDay(Number(day[1]), Number(day[2]), Number(day[3]))) {
    return new Date(Number.NaN);
  }
  if (!dateTime) return new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
  return new Date(`${dateTime[1]}T${dateTime[2]}${offsetOf(dateTime[3])}`);
}

/** Whether the day is on the calendar: no 30 February (which `new Date` would roll over). */
function isCalendarDay(year: number, month: number, day: number): boolean {
  const date = new Date(year, month - 1, day);
  return date.getMonth() === month - 1 && date.getDate() === day;
}

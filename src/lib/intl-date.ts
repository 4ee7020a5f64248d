import type { Language } from '../contract/languages';
import { formatLocale } from './language-tags';

/** The ways the app writes a date or time (docs/product.md §9 gives their English patterns). */
export type DateStyle =
  | 'date'
  | 'dateTime'
  | 'time'
  | 'weekday'
  | 'weekdayShort'
  | 'monthYear'
  | 'longDate'
  | 'dayOfMonth';

const OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { day: '2-digit', month: 'short', year: 'numeric' },
  dateTime: { day: '2-digit', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' },
  time: { hour: 'numeric', minute: '2-digit' },
  weekday: { weekday: 'long' },
  weekdayShort: { weekday: 'short' },
  monthYear: { month: 'long', year: 'numeric' },
  longDate: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  dayOfMonth: { day: 'numeric' },
};

/**
 * The browser writes the 12-hour clock of Urdu, Hindi and Bengali with a Latin 'AM'/'PM', which
 * their readers' own texts do not: the time of day in their words (صبح، दोपहर، রাত) says it instead.
 */
const DAY_PERIOD_WORDS: readonly Language[] = ['ur', 'hi', 'bn'];

function optionsFor(style: DateStyle, language: Language): Intl.DateTimeFormatOptions {
  const options = OPTIONS[style];
  return options.hour && DAY_PERIOD_WORDS.includes(language)
    ? { ...options, dayPeriod: 'short' }
    : options;
}

// Made once per locale and style: a table formats a date per row.
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A date in a language other than English: the parts its English pattern has, in that
 * language's own order, words and Gregorian calendar, with Western digits. The browser's Intl
 * data does it, so no language adds date code to a page (date-fns has no Urdu either).
 */
export function intlDate(date: Date, style: DateStyle, language: Language): string {
  const locale = formatLocale(language);
  const key = `${locale} ${style}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, optionsFor(style, language));
    formatters.set(key, formatter);
  }
  return formatter.format(date);
}

import { format } from 'date-fns';
import { cellValueToDate, cellValueToText } from './cell-value';
import type { CellValue } from './data-table-column';
import { FILTER_DATE_FORMAT } from './date-formats';

/** Matches when the value contains the text, ignoring case; an empty filter matches all. */
export function matchesTextFilter(value: CellValue, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === '') return true;
  return cellValueToText(value).toLowerCase().includes(needle);
}

/** Matches when the value falls on `day` (yyyy-MM-dd) in the user's time zone; empty matches all. */
export function matchesDateFilter(value: CellValue, day: string): boolean {
  if (day === '') return true;
  const date = cellValueToDate(value);
  return date !== null && format(date, FILTER_DATE_FORMAT) === day;
}

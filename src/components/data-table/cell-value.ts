import { format, isValid, parseISO } from 'date-fns';
import type { CellValue } from './data-table-column';
import { FILTER_DATE_FORMAT } from './date-formats';

/** Reads a Date or an ISO string as a Date; anything else is not a date. */
export function cellValueToDate(value: CellValue): Date | null {
  if (value instanceof Date) return isValid(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const date = parseISO(value);
  return isValid(date) ? date : null;
}

/** The text a text filter searches in. */
export function cellValueToText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return isValid(value) ? format(value, FILTER_DATE_FORMAT) : '';
  return String(value);
}

/** Blank values become undefined so TanStack can keep them last in either direction. */
export function normalizeCellValue(value: CellValue): Exclude<CellValue, null> {
  if (value === null || value === '') return undefined;
  if (typeof value === 'number' && Number.isNaN(value)) return undefined;
  if (value instanceof Date && !isValid(value)) return undefined;
  return value;
}

import { cellValueToDate } from './cell-value';
import type { CellValue, ColumnType } from './data-table-column';

// Numeric collation puts 'L-2' before 'L-10', as people expect of ids.
const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

function sortKey(value: CellValue, type: ColumnType): number | string {
  if (typeof value === 'number') return value;
  if (value instanceof Date || type === 'date') {
    const date = cellValueToDate(value);
    if (date) return date.getTime();
  }
  return value === null || value === undefined ? '' : String(value);
}

/** Ascending order: numbers numerically, dates chronologically, text by collation. */
export function compareCellValues(a: CellValue, b: CellValue, type: ColumnType): number {
  const left = sortKey(a, type);
  const right = sortKey(b, type);
  if (typeof left === 'number' && typeof right === 'number') return Math.sign(left - right);
  if (typeof left === 'number') return -1;
  if (typeof right === 'number') return 1;
  return collator.compare(left, right);
}

import { format } from 'date-fns';
import { cellValueToDate } from './cell-value';
import type { CellValue, ColumnType } from './data-table-column';
import { DISPLAY_DATE_FORMAT } from './date-formats';

/** Default cell text when the caller gives no renderer; dates get the table date format. */
export function formatCellValue(value: CellValue, type: ColumnType): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date || type === 'date') {
    const date = cellValueToDate(value);
    if (date) return format(date, DISPLAY_DATE_FORMAT);
  }
  return String(value);
}

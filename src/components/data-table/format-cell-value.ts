import { formatDateAs } from '../../lib/format-date';
import { cellValueToDate } from './cell-value';
import type { CellValue, ColumnType } from './data-table-column';

/** Default cell text when the caller gives no renderer; dates get the table date format, in the language shown. */
export function formatCellValue(value: CellValue, type: ColumnType): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date || type === 'date') {
    const date = cellValueToDate(value);
    if (date) return formatDateAs(date, 'date');
  }
  return String(value);
}

import type { ReactNode } from 'react';
import { LtrText } from '../ui/ltr-text/ltr-text';
import type { DataTableColumn } from './data-table-column';
import { formatCellValue } from './format-cell-value';
import { getColumnType } from './is-date-column';

type Props<Row> = { row: Row; column: DataTableColumn<Row> };

/** Text columns truncate unless they render their own cell or opt out. */
function truncates<Row>(column: DataTableColumn<Row>): boolean {
  return column.truncate ?? (column.cell === undefined && getColumnType(column) === 'text');
}

/**
 * A cell's content: the column's renderer or its formatted value, cut to one line if long, or
 * free to wrap where the column asks. A left-to-right value (`ltr`) is isolated. Plain text (a
 * material, a company, a city) reads in its own direction (`dir="auto"`, or a `<bdi>`), so
 * English typed into an Arabic page keeps its word order and punctuation and is cut at its end;
 * the stylesheet keeps it aligned as the column is.
 */
export function DataTableCellContent<Row>({ row, column }: Props<Row>) {
  const text = formatCellValue(column.accessor(row), getColumnType(column));
  const content: ReactNode = column.cell ? column.cell(row) : text;
  const isolated = column.ltr ? <LtrText>{content}</LtrText> : content;
  const direction = column.cell || column.ltr ? undefined : 'auto';
  if (column.wrap) {
    return (
      <span className="data-table-wrap" dir={direction}>
        {isolated}
      </span>
    );
  }
  if (!truncates(column)) return direction ? <bdi>{isolated}</bdi> : isolated;
  return (
    // The title carries the whole text wherever the ellipsis cut it.
    <span className="data-table-truncate" title={text || undefined} dir={direction}>
      {isolated}
    </span>
  );
}

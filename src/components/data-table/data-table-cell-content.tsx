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

/** A column's own renderer isolates what it needs; a left-to-right value or plain text is isolated here. */
function isolate<Row>(column: DataTableColumn<Row>, content: ReactNode): ReactNode {
  if (column.ltr) return <LtrText>{content}</LtrText>;
  return column.cell ? content : <bdi>{content}</bdi>;
}

/**
 * A cell's content: the column's renderer or its formatted value, cut to one line if long, or
 * free to wrap where the column asks. A left-to-right value (`ltr`) is isolated; plain text (a
 * material, a company, a city) is isolated in its own direction (`<bdi>`), so English typed into
 * an Arabic page keeps its word order and punctuation while the cell keeps the page's alignment.
 */
export function DataTableCellContent<Row>({ row, column }: Props<Row>) {
  const text = formatCellValue(column.accessor(row), getColumnType(column));
  const content: ReactNode = column.cell ? column.cell(row) : text;
  const isolated = isolate(column, content);
  if (column.wrap) return <span className="data-table-wrap">{isolated}</span>;
  if (!truncates(column)) return isolated;
  return (
    // The title carries the whole text wherever the ellipsis cut it.
    <span className="data-table-truncate" title={text || undefined}>
      {isolated}
    </span>
  );
}

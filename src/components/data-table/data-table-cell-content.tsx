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
 * free to wrap where the column asks.
 */
export function DataTableCellContent<Row>({ row, column }: Props<Row>) {
  const text = formatCellValue(column.accessor(row), getColumnType(column));
  const content = column.cell ? column.cell(row) : text;
  if (column.wrap) return <span className="data-table-wrap">{content}</span>;
  if (!truncates(column)) return content;
  return (
    // The title carries the whole text wherever the ellipsis cut it.
    <span className="data-table-truncate" title={text || undefined}>
      {content}
    </span>
  );
}

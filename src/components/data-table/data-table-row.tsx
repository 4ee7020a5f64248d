import type { KeyboardEvent } from 'react';
import type { DataTableColumn } from './data-table-column';
import { formatCellValue } from './format-cell-value';
import { getColumnType } from './is-date-column';

type Props<Row> = {
  row: Row;
  columns: DataTableColumn<Row>[];
  onRowClick?: (row: Row) => void;
};

export function DataTableRow<Row>({ row, columns, onRowClick }: Props<Row>) {
  const activate = onRowClick ? () => onRowClick(row) : undefined;

  function handleKeyDown(event: KeyboardEvent<HTMLTableRowElement>) {
    // Keys pressed on a control inside a cell belong to that control.
    if (!activate || event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      activate();
    }
  }

  return (
    <tr
      className={activate ? 'data-table-row data-table-row-interactive' : 'data-table-row'}
      tabIndex={activate ? 0 : undefined}
      onClick={activate}
      onKeyDown={activate ? handleKeyDown : undefined}
    >
      {columns.map((column) => (
        <td
          key={column.id}
          className={`data-table-cell data-table-align-${column.align ?? 'start'}`}
        >
          {column.cell
            ? column.cell(row)
            : formatCellValue(column.accessor(row), getColumnType(column))}
        </td>
      ))}
    </tr>
  );
}

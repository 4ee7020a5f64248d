import type { ColumnType, DataTableColumn } from './data-table-column';

/** docs/product.md §5: a column is a date column when its title contains 'date', ignoring case. */
export function isDateColumn(title: string): boolean {
  return title.toLowerCase().includes('date');
}

export function getColumnType(column: Pick<DataTableColumn<never>, 'title' | 'type'>): ColumnType {
  return column.type ?? (isDateColumn(column.title) ? 'date' : 'text');
}

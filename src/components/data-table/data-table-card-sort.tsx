import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../ui/icon-button/icon-button';
import type { DataTableColumn } from './data-table-column';
import { DataTableSortArrow } from './data-table-sort-arrow';
import type { SortState } from './sort-state';

type Props<Row> = {
  columns: DataTableColumn<Row>[];
  sort: SortState;
  onChange: (sort: SortState) => void;
};

/**
 * The cards have no headers to click: a select picks the column, then an arrow button (named
 * by the direction it shows) flips the order.
 */
export function DataTableCardSort<Row>({ columns, sort, onChange }: Props<Row>) {
  const { t } = useTranslation('data-table');
  const selectId = useId();
  const direction = sort?.direction ?? 'asc';

  return (
    <div className="data-table-card-sort">
      <label className="data-table-filter-label" htmlFor={selectId}>
        {t('sortBy')}
      </label>
      <div className="data-table-card-sort-controls">
        <select
          id={selectId}
          className="data-table-filter-input data-table-card-sort-select"
          value={sort?.columnId ?? ''}
          onChange={(event) =>
            onChange(event.target.value ? { columnId: event.target.value, direction } : null)
          }
        >
          <option value="">{t('sortNone')}</option>
          {columns.map((column) => (
            <option key={column.id} value={column.id}>
              {column.title}
            </option>
          ))}
        </select>
        {sort && (
          <IconButton
            label={direction === 'asc' ? t('sortAscending') : t('sortDescending')}
            icon={<DataTableSortArrow direction={direction} />}
            className="data-table-card-sort-direction"
            onClick={() => onChange({ ...sort, direction: direction === 'asc' ? 'desc' : 'asc' })}
          />
        )}
      </div>
    </div>
  );
}

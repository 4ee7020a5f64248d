import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from './data-table-column';
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
          <button
            type="button"
            className="data-table-button data-table-card-sort-direction"
            aria-label={direction === 'asc' ? t('sortAscending') : t('sortDescending')}
            title={direction === 'asc' ? t('sortAscending') : t('sortDescending')}
            onClick={() => onChange({ ...sort, direction: direction === 'asc' ? 'desc' : 'asc' })}
          >
            <svg
              className={`data-table-sort-arrow data-table-sort-arrow-${direction}`}
              viewBox="0 0 16 16"
              aria-hidden="true"
              focusable="false"
            >
              <path d="M8 3v10M4 7l4-4 4 4" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
        )}
      </div>
    </div>
  );
}

import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button/button';
import { getFilterKind } from './column-filter-kind';
import type { DataTableColumn } from './data-table-column';
import { DataTableDateFilter } from './data-table-date-filter';
import { DataTableTextFilter } from './data-table-text-filter';
import type { FilterValues } from './use-data-table';

type Props<Row> = {
  columns: DataTableColumn<Row>[];
  values: FilterValues;
  onChange: (columnId: string, value: string) => void;
  /** Shown in the toggle's row, e.g. the cards' sort select. */
  toolbar?: ReactNode;
  /** Given, the caller's own button shows the panel (Driver Links' Filter): no toggle here. */
  open?: boolean;
};

/**
 * One labelled filter box per filterable column; renders nothing when no column can be filtered.
 * On phones, and wherever the rows show as cards, the panel folds behind a Filters button (CSS)
 * so the rows stay in view.
 */
export function DataTableFilters<Row>({ columns, values, onChange, toolbar, open }: Props<Row>) {
  const { t } = useTranslation('data-table');
  const panelId = useId();
  const [ownOpen, setIsOpen] = useState(false);
  const isOpen = open ?? ownOpen;
  const fields = columns
    .map((column) => ({ column, kind: getFilterKind(column) }))
    .filter(({ kind }) => kind !== 'none');
  if (fields.length === 0)
    return toolbar ? <div className="data-table-toolbar">{toolbar}</div> : null;
  const activeCount = fields.filter(({ column }) => (values[column.id] ?? '').trim() !== '').length;

  return (
    <div className="data-table-filters-area">
      <div className="data-table-toolbar">
        {open === undefined && (
          <Button
            className="data-table-filters-toggle"
            aria-expanded={isOpen}
            aria-controls={panelId}
            onClick={() => setIsOpen((wasOpen) => !wasOpen)}
          >
            {t('filtersButton')}
            {/* The space keeps 'Filters' and the count apart for screen readers. */}
            {activeCount > 0 && ' '}
            {activeCount > 0 && (
              <span className="data-table-badge">
                <span aria-hidden="true">{activeCount}</span>
                <span className="data-table-visually-hidden">
                  {t('activeFilterCount', { count: activeCount })}
                </span>
              </span>
            )}
          </Button>
        )}
        {toolbar}
      </div>
      <div
        id={panelId}
        className="data-table-filters"
        data-open={isOpen}
        role="group"
        aria-label={t('filters')}
      >
        {fields.map(({ column, kind }) => {
          const value = values[column.id] ?? '';
          const change = (next: string) => onChange(column.id, next);
          const inputId = `${panelId}-${column.id}`;
          return (
            <div key={column.id} className="data-table-filter">
              <label className="data-table-filter-label" htmlFor={inputId}>
                {column.title}
              </label>
              {kind === 'date' ? (
                <DataTableDateFilter
                  id={inputId}
                  title={column.title}
                  value={value}
                  onChange={change}
                />
              ) : (
                <DataTableTextFilter
                  id={inputId}
                  title={column.title}
                  value={value}
                  onChange={change}
                />
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}

import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table-column';
import type { FindLoadsRow } from '../../../contract/loads';
import { formatDate, formatWeight } from '../../../lib/format';
import { orNa, placeLabel, requiredTruck, weightInKg } from '../utils/load-text';
import { QuoteStatusPill } from './quote-status-pill';
import { RespondByCountdown } from './respond-by-countdown';

type LoadsTableProps = {
  rows: FindLoadsRow[];
  isLoading: boolean;
  onRowClick: (row: FindLoadsRow) => void;
};

function QuoteStatusCell({ row }: { row: FindLoadsRow }) {
  return (
    <span className="find-loads-status-cell">
      <QuoteStatusPill status={row.quoteStatus} />
      {row.quoteStatus === null && row.respondBy && (
        <RespondByCountdown respondBy={row.respondBy} />
      )}
    </span>
  );
}

/** SPEC §2 Find Loads table: one page of loads; a row opens its Load Details. */
export function LoadsTable({ rows, isLoading, onRowClick }: LoadsTableProps) {
  const { t } = useTranslation('find-loads');
  const columns = useMemo<DataTableColumn<FindLoadsRow>[]>(
    () => [
      { id: 'id', title: t('table.columns.id'), accessor: (row) => row.id },
      {
        id: 'origin',
        title: t('table.columns.origin'),
        accessor: (row) => placeLabel(row.source),
        cell: (row) => <span className="find-loads-wrap">{placeLabel(row.source)}</span>,
      },
      {
        id: 'destination',
        title: t('table.columns.destination'),
        accessor: (row) => placeLabel(row.destination),
        cell: (row) => <span className="find-loads-wrap">{placeLabel(row.destination)}</span>,
      },
      {
        id: 'weight',
        title: t('table.columns.weight'),
        accessor: (row) => weightInKg(row.weight),
        cell: (row) => formatWeight(row.weight),
        align: 'end',
      },
      {
        id: 'material',
        title: t('table.columns.material'),
        accessor: (row) => orNa(row.material, t('details.na')),
        cell: (row) => (
          <span className="find-loads-wrap">{orNa(row.material, t('details.na'))}</span>
        ),
      },
      {
        id: 'truck',
        title: t('table.columns.truck'),
        accessor: (row) => requiredTruck(row) ?? t('details.na'),
        cell: (row) => (
          <span className="find-loads-wrap">{requiredTruck(row) ?? t('details.na')}</span>
        ),
      },
      {
        id: 'scheduledDate',
        title: t('table.columns.scheduledDate'),
        accessor: (row) => row.scheduledDate,
        cell: (row) => formatDate(row.scheduledDate),
        type: 'date',
      },
      {
        id: 'postedDate',
        title: t('table.columns.postedDate'),
        accessor: (row) => row.createdAt,
        cell: (row) => formatDate(row.createdAt),
        type: 'date',
      },
      {
        id: 'quoteStatus',
        title: t('table.columns.quoteStatus'),
        accessor: (row) => t(`quoteStatus.${row.quoteStatus ?? 'none'}`),
        cell: (row) => <QuoteStatusCell row={row} />,
      },
    ],
    [t],
  );

  return (
    <DataTable
      columns={columns}
      rows={rows}
      getRowId={(row) => row._id}
      onRowClick={onRowClick}
      showFilters={false}
      emptyMessage={t('table.empty')}
      isLoading={isLoading}
      label={t('table.label')}
      loadingRowCount={8}
    />
  );
}

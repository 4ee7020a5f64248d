import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardLayout } from '../../../components/data-table/card-layout';
import type { DataTableColumn } from '../../../components/data-table/data-table-column';
import { ResponsiveList } from '../../../components/ui/responsive-list/responsive-list';
import type { FindLoadsRow } from '../../../contract/loads';
import { formatDate, formatWeight } from '../../../lib/format';
import { useReferenceLabels } from '../../../lib/reference-names/use-reference-labels';
import { orNa, requiredTruck, weightInKg, type TruckWords } from '../utils/load-text';
import { QuoteStatusPill } from './quote-status-pill';
import { RespondByCountdown } from './respond-by-countdown';

type LoadsListProps = {
  rows: FindLoadsRow[];
  isLoading: boolean;
  onRowClick: (row: FindLoadsRow) => void;
  /** Shown instead of the list when the page has no loads. */
  emptyState: ReactNode;
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

/**
 * A load as a card, for a provider looking for work: the route with this group's quote status,
 * when it is picked up, what truck it needs and what it carries; then the rest.
 */
const loadCard: CardLayout = {
  title: 'origin',
  status: 'quoteStatus',
  facts: ['destination', 'scheduledDate', 'truck', 'material', 'weight', 'id'],
  meta: ['postedDate'],
};

/** docs/product.md §2 Find Loads list: one page of loads; a row (or card) opens its Load Details. */
export function LoadsList({ rows, isLoading, onRowClick, emptyState }: LoadsListProps) {
  const { t } = useTranslation('find-loads');
  const labels = useReferenceLabels();
  const truckWords = useMemo<TruckWords>(
    () => ({
      truckType: labels.truckType,
      body: (body) => t(`trucks:bodyOptions.${body}`, { defaultValue: body }),
    }),
    [t, labels],
  );
  // Text columns without a renderer are cut to one line in the table, whole on a card.
  const columns = useMemo<DataTableColumn<FindLoadsRow>[]>(
    () => [
      { id: 'id', title: t('table.columns.id'), accessor: (row) => row.id, ltr: true },
      {
        id: 'origin',
        title: t('table.columns.origin'),
        accessor: (row) => labels.place(row.source),
        // The route whole, on two lines where the table is tight.
        wrap: true,
      },
      {
        id: 'destination',
        title: t('table.columns.destination'),
        accessor: (row) => labels.place(row.destination),
        wrap: true,
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
        // A long material yields the table's room to the route and the truck.
        maxWidth: '12rem',
      },
      {
        id: 'truck',
        title: t('table.columns.truck'),
        // An LTL load asks for no truck of its own: its load type says so.
        accessor: (row) => requiredTruck(row, truckWords) ?? t(`loadTypes.${row.loadType}`),
        wrap: true,
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
    [t, labels, truckWords],
  );

  return (
    <ResponsiveList
      label={t('table.label')}
      rows={rows}
      getRowId={(row) => row._id}
      columns={columns}
      card={loadCard}
      onRowClick={onRowClick}
      // The server filters and pages (the form above); the list's own filters would see one page.
      showFilters={false}
      emptyState={emptyState}
      isLoading={isLoading}
    />
  );
}

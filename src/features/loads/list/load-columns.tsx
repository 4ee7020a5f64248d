import type { TFunction } from 'i18next';
import type { CardLayout } from '../../../components/data-table/card-layout';
import type { DataTableColumn } from '../../../components/data-table/data-table-column';
import type { LoadSummary } from '../../../contract/loads';
import { formatWeight } from '../../../lib/format';
import { StatusBadge } from '../../../components/status-badge/status-badge';
import { statusLabelKey } from '../../../contract/statuses';
import type { ReferenceLabels } from '../../../lib/reference-names/reference-labels';

// A long material yields the table's room to the route beside it.
const MATERIAL_MAX_WIDTH = '14rem';

/** The columns both lists open with: ID, Origin, Destination, Weight, Material, Status. */
function leadingColumns(
  t: TFunction<'my-loads'>,
  { place }: ReferenceLabels,
): DataTableColumn<LoadSummary>[] {
  return [
    { id: 'id', title: t('columns.id'), accessor: (load) => load.id, ltr: true },
    // The route is what a shipper reads first: whole, on two lines where the table is tight.
    {
      id: 'origin',
      title: t('columns.origin'),
      accessor: (load) => place(load.source),
      wrap: true,
    },
    {
      id: 'destination',
      title: t('columns.destination'),
      accessor: (load) => place(load.destination),
      wrap: true,
    },
    {
      id: 'weight',
      title: t('columns.weight'),
      // Sorted in kg so 2 ton comes after 900 kg.
      accessor: (load) => load.weight.value * (load.weight.unit === 'ton' ? 1000 : 1),
      cell: (load) => formatWeight(load.weight),
      align: 'end',
    },
    // Cut to one line in the table (the whole text in its title), whole on a card.
    {
      id: 'material',
      title: t('columns.material'),
      accessor: (load) => load.material,
      maxWidth: MATERIAL_MAX_WIDTH,
    },
    {
      id: 'status',
      title: t('columns.status'),
      // docs/product.md §5: Status never has a filter box (said here: the title is translated).
      filterable: false,
      accessor: (load) => t(statusLabelKey(load.status)),
      cell: (load) => <StatusBadge status={load.status} />,
    },
  ];
}

/** Posted Date, which both lists show. */
function postedColumn(t: TFunction<'my-loads'>): DataTableColumn<LoadSummary> {
  return {
    id: 'posted',
    title: t('columns.postedDate'),
    accessor: (load) => load.createdAt,
    type: 'date',
  };
}

/** docs/product.md §2 Active Loads: …, Scheduled Date, Posted Date, Quotes. */
export function activeLoadColumns(
  t: TFunction<'my-loads'>,
  labels: ReferenceLabels,
): DataTableColumn<LoadSummary>[] {
  return [
    ...leadingColumns(t, labels),
    {
      id: 'scheduled',
      title: t('columns.scheduledDate'),
      accessor: (load) => load.scheduledDate,
      type: 'date',
    },
    postedColumn(t),
    {
      id: 'quotes',
      title: t('columns.quotes'),
      accessor: (load) => load.quoteCount,
      align: 'end',
    },
  ];
}

/** docs/product.md §2 Completed Loads: …, Completed Date, Posted Date. */
export function completedLoadColumns(
  t: TFunction<'my-loads'>,
  labels: ReferenceLabels,
): DataTableColumn<LoadSummary>[] {
  return [
    ...leadingColumns(t, labels),
    {
      id: 'completed',
      title: t('columns.completedDate'),
      accessor: (load) => load.completedAt,
      type: 'date',
    },
    postedColumn(t),
  ];
}

/**
 * An active load as a card, for a shipper: the route (from, then to) with its status, whether
 * quotes came in and when it is picked up; then the rest. The material (the shipper's own words,
 * up to 200 characters) reads whole across the card's foot with the posting day.
 */
export const activeLoadCard: CardLayout = {
  title: 'origin',
  status: 'status',
  facts: ['destination', 'quotes', 'scheduled', 'weight', 'id'],
  meta: ['material', 'posted'],
};

/** A completed load as a card: the route and how it ended, when; then the rest. */
export const completedLoadCard: CardLayout = {
  title: 'origin',
  status: 'status',
  facts: ['destination', 'completed', 'weight', 'id'],
  meta: ['material', 'posted'],
};

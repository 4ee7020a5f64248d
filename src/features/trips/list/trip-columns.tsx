import type { TFunction } from 'i18next';
import type { CardLayout } from '../../../components/data-table/card-layout';
import type { DataTableColumn } from '../../../components/data-table/data-table-column';
import { StatusBadge } from '../../../components/status-badge/status-badge';
import { statusLabelKey } from '../../../contract/statuses';
import type { TripListItem } from '../../../contract/trips';
import type { ReferenceLabels } from '../../../lib/reference-names/reference-labels';

/** 'Driver · Model · Plate', or what is still missing: who and what carry the trip, on one line. */
export function tripTransportText(trip: TripListItem, t: TFunction<'trips'>): string {
  const { driverDetails: driver, truckDetails: truck } = trip;
  if (!driver && !truck) return t('list.unassigned');
  const truckText = truck ? `${truck.model} · ${truck.licensePlate}` : t('list.noTruck');
  return `${driver ? driver.name : t('list.noDriver')} · ${truckText}`;
}

/**
 * docs/product.md §2 Trips table: ID, Origin, Destination, Status, Scheduled Date, Created Date; and who
 * carries it (driver and truck), which a dispatcher reads before anything else but the route.
 */
export function tripColumns(
  t: TFunction<'trips'>,
  labels: ReferenceLabels,
): DataTableColumn<TripListItem>[] {
  return [
    { id: 'id', title: t('columns.id'), accessor: (trip) => trip.id, ltr: true },
    { id: 'origin', title: t('columns.origin'), accessor: (trip) => labels.place(trip.origin) },
    {
      id: 'destination',
      title: t('columns.destination'),
      accessor: (trip) => labels.place(trip.destination),
    },
    {
      id: 'status',
      title: t('columns.status'),
      // docs/product.md §5: Status never has a filter box (said here: the title is translated).
      filterable: false,
      accessor: (trip) => t(statusLabelKey(trip.status)),
      cell: (trip) => <StatusBadge status={trip.status} />,
    },
    {
      id: 'transport',
      title: t('columns.transport'),
      accessor: (trip) => tripTransportText(trip, t),
    },
    {
      id: 'scheduled',
      title: t('columns.scheduledDate'),
      accessor: (trip) => trip.scheduledDate,
      type: 'date',
    },
    {
      id: 'created',
      title: t('columns.createdDate'),
      accessor: (trip) => trip.createdAt,
      type: 'date',
    },
  ];
}

/**
 * A trip as a card, in a dispatcher's order: which trip and how it stands, the route (from, to),
 * who carries it and when it is picked up; the day it was made last.
 */
export const tripCard: CardLayout = {
  title: 'id',
  status: 'status',
  facts: ['origin', 'destination', 'transport', 'scheduled'],
  meta: ['created'],
};

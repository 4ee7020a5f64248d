import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from '../../../components/data-table/data-table-column';
import { StatusBadge } from '../../../components/status-badge/status-badge';
import { statusLabelKey } from '../../../contract/statuses';
import type { TripListItem } from '../../../contract/trips';
import { formatDate } from '../../../lib/format';

type Place = TripListItem['origin'];

const placeText = (place: Place) => `${place.city}, ${place.country}`;

/**
 * A cell with its column's name above it, shown only where narrow screens lay rows out as cards
 * (trips.css); the header already names the column for assistive technology.
 */
function LabelledCell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <span className="trips-cell">
      <span className="trips-cell__label" aria-hidden="true">
        {label}
      </span>
      {children}
    </span>
  );
}

/** City over country, so a place wraps instead of widening the table. */
function PlaceCell({ place }: { place: Place }) {
  return (
    <span className="trips-place">
      <span className="trips-place__city">{place.city}</span>
      {/* Read and copied as 'City, Country'; shown on two lines. */}
      <span className="visually-hidden">, </span>
      <span className="trips-place__country">{place.country}</span>
    </span>
  );
}

/** SPEC §2 Trips table: ID, Origin, Destination, Status, Scheduled Date, Created Date. */
export function tripColumns(t: TFunction<'trips'>): DataTableColumn<TripListItem>[] {
  const origin = t('columns.origin');
  const destination = t('columns.destination');
  const scheduled = t('columns.scheduledDate');
  const created = t('columns.createdDate');
  return [
    { id: 'id', title: t('columns.id'), accessor: (trip) => trip.id },
    {
      id: 'origin',
      title: origin,
      accessor: (trip) => placeText(trip.origin),
      cell: (trip) => (
        <LabelledCell label={origin}>
          <PlaceCell place={trip.origin} />
        </LabelledCell>
      ),
    },
    {
      id: 'destination',
      title: destination,
      accessor: (trip) => placeText(trip.destination),
      cell: (trip) => (
        <LabelledCell label={destination}>
          <PlaceCell place={trip.destination} />
        </LabelledCell>
      ),
    },
    {
      id: 'status',
      title: t('columns.status'),
      accessor: (trip) => t(statusLabelKey(trip.status)),
      cell: (trip) => <StatusBadge status={trip.status} />,
    },
    {
      id: 'scheduled',
      title: scheduled,
      accessor: (trip) => trip.scheduledDate,
      cell: (trip) => (
        <LabelledCell label={scheduled}>{formatDate(trip.scheduledDate)}</LabelledCell>
      ),
      type: 'date',
    },
    {
      id: 'created',
      title: created,
      accessor: (trip) => trip.createdAt,
      cell: (trip) => <LabelledCell label={created}>{formatDate(trip.createdAt)}</LabelledCell>,
      type: 'date',
    },
  ];
}

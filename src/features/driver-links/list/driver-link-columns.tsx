import type { TFunction } from 'i18next';
import type { DataTableColumn } from '../../../components/data-table/data-table-column';
import type { DriverLink } from '../../../contract/driver-links';
import { formatDate } from '../../../lib/format';
import { LinkStatusPill } from '../components/link-status-pill';
import { LabelledCell } from './labelled-cell';

type Place = DriverLink['tripId']['origin'];

const placeText = (place: Place) => `${place.city}, ${place.country}`;

function PlaceCell({ place }: { place: Place }) {
  return (
    <span className="links-place">
      <span className="links-place__city">{place.city}</span>
      {/* Read and copied as 'City, Country'; shown on two lines. */}
      <span className="visually-hidden">, </span>
      <span className="links-place__country">{place.country}</span>
    </span>
  );
}

/** SPEC §2 Driver Tracking Links: Link ID, Trip, Origin, Destination, Driver, Status, Created Date. */
export function driverLinkColumns(t: TFunction<'driver-links'>): DataTableColumn<DriverLink>[] {
  const label = {
    trip: t('columns.trip'),
    origin: t('columns.origin'),
    destination: t('columns.destination'),
    driver: t('columns.driver'),
    created: t('columns.createdDate'),
  };
  return [
    { id: 'linkId', title: t('columns.linkId'), accessor: (link) => link.id },
    {
      id: 'trip',
      title: label.trip,
      accessor: (link) => link.tripId.tripNumber,
      cell: (link) => <LabelledCell label={label.trip}>{link.tripId.tripNumber}</LabelledCell>,
    },
    {
      id: 'origin',
      title: label.origin,
      accessor: (link) => placeText(link.tripId.origin),
      cell: (link) => (
        <LabelledCell label={label.origin}>
          <PlaceCell place={link.tripId.origin} />
        </LabelledCell>
      ),
    },
    {
      id: 'destination',
      title: label.destination,
      accessor: (link) => placeText(link.tripId.destination),
      cell: (link) => (
        <LabelledCell label={label.destination}>
          <PlaceCell place={link.tripId.destination} />
        </LabelledCell>
      ),
    },
    {
      id: 'driver',
      title: label.driver,
      accessor: (link) => link.driverId.name,
      cell: (link) => <LabelledCell label={label.driver}>{link.driverId.name}</LabelledCell>,
    },
    {
      id: 'status',
      title: t('columns.status'),
      accessor: (link) => t(link.isActive ? 'status.active' : 'status.inactive'),
      cell: (link) => <LinkStatusPill isActive={link.isActive} />,
    },
    {
      id: 'created',
      title: label.created,
      accessor: (link) => link.createdAt,
      cell: (link) => (
        <LabelledCell label={label.created}>{formatDate(link.createdAt)}</LabelledCell>
      ),
      type: 'date',
    },
  ];
}

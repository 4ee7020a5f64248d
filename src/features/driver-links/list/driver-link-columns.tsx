import type { TFunction } from 'i18next';
import type { CardLayout } from '../../../components/data-table/card-layout';
import type { DataTableColumn } from '../../../components/data-table/data-table-column';
import type { DriverLink } from '../../../contract/driver-links';
import { formatDateTime } from '../../../lib/format';
import type { ReferenceLabels } from '../../../lib/reference-names/reference-labels';
import { LinkStatusPill } from '../components/link-status-pill';

/**
 * docs/product.md §2 Driver Tracking Links: Link ID, Trip, Origin, Destination, Driver, Status, Created
 * Date; and when the driver's phone first opened the link (it is locked to that phone since).
 */
export function driverLinkColumns(
  t: TFunction<'driver-links'>,
  { place }: ReferenceLabels,
): DataTableColumn<DriverLink>[] {
  return [
    // Short (DL-<n>): never cut, so it reads on one line with its label in a card's small print.
    {
      id: 'linkId',
      title: t('columns.linkId'),
      accessor: (link) => link.id,
      truncate: false,
      ltr: true,
    },
    {
      id: 'trip',
      title: t('columns.trip'),
      accessor: (link) => link.tripId.tripNumber,
      ltr: true,
    },
    {
      id: 'origin',
      title: t('columns.origin'),
      accessor: (link) => place(link.tripId.origin),
    },
    {
      id: 'destination',
      title: t('columns.destination'),
      accessor: (link) => place(link.tripId.destination),
    },
    { id: 'driver', title: t('columns.driver'), accessor: (link) => link.driverId.name },
    {
      id: 'status',
      title: t('columns.status'),
      // docs/product.md §5: Status never has a filter box (said here: the title is translated).
      filterable: false,
      accessor: (link) => t(link.isActive ? 'status.active' : 'status.inactive'),
      cell: (link) => <LinkStatusPill isActive={link.isActive} />,
    },
    {
      id: 'opened',
      title: t('columns.opened'),
      accessor: (link) => link.boundAt,
      cell: (link) => (link.boundAt ? formatDateTime(link.boundAt) : t('section.notBound')),
      type: 'date',
    },
    {
      id: 'created',
      title: t('columns.createdDate'),
      accessor: (link) => link.createdAt,
      type: 'date',
    },
  ];
}

/**
 * A link as a card, in a dispatcher's order: whose it is and whether it works, the trip and its
 * route, whether the driver has opened it; its own id and date last.
 */
export const driverLinkCard: CardLayout = {
  title: 'driver',
  status: 'status',
  facts: ['trip', 'opened', 'origin', 'destination'],
  meta: ['linkId', 'created'],
};

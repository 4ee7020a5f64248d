import type { TFunction } from 'i18next';
import type { CardLayout } from '../../../components/data-table/card-layout';
import type { DataTableColumn } from '../../../components/data-table/data-table-column';
import type { Truck } from '../../../contract/trucks';
import { formatDate } from '../../../lib/format';
import { FleetStatusPill } from '../../fleet/components/fleet-status-pill';

/** docs/product.md §2 Trucks list: ID, Model, License Plate, Status, Added Date (no filter on the last two). */
export function truckColumns(t: TFunction<'trucks'>): DataTableColumn<Truck>[] {
  return [
    { id: 'id', title: t('columns.id'), accessor: (truck) => truck.id, ltr: true },
    { id: 'model', title: t('columns.model'), accessor: (truck) => truck.model },
    {
      id: 'licensePlate',
      title: t('columns.licensePlate'),
      accessor: (truck) => truck.licensePlate,
      ltr: true,
    },
    {
      id: 'status',
      title: t('columns.status'),
      accessor: (truck) => t(`status.${truck.status}`),
      cell: (truck) => (
        <FleetStatusPill status={truck.status} label={t(`status.${truck.status}`)} />
      ),
      filterable: false,
    },
    {
      id: 'added',
      title: t('columns.addedDate'),
      accessor: (truck) => truck.createdAt,
      cell: (truck) => formatDate(truck.createdAt),
      type: 'date',
      filterable: false,
    },
  ];
}

/** A truck as a card: what it is and whether it works first, then how to recognise it. */
export const truckCard: CardLayout = {
  title: 'model',
  status: 'status',
  facts: ['licensePlate', 'id'],
  meta: ['added'],
};

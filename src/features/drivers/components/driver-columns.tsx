import type { TFunction } from 'i18next';
import type { CardLayout } from '../../../components/data-table/card-layout';
import type { DataTableColumn } from '../../../components/data-table/data-table-column';
import type { Driver } from '../../../contract/drivers';
import { formatDate } from '../../../lib/format';
import { driverPhone } from '../utils/driver-phone';

/** docs/product.md §2 Drivers list: ID, Name, Phone (with dial code), License No, Country, Added Date. */
export function driverColumns(t: TFunction<'drivers'>): DataTableColumn<Driver>[] {
  return [
    { id: 'id', title: t('columns.id'), accessor: (driver) => driver.id, ltr: true },
    {
      id: 'name',
      title: t('columns.name'),
      accessor: (driver) => driver.name,
      cell: (driver) => <span className="fleet-wrap">{driver.name}</span>,
    },
    {
      id: 'phone',
      title: t('columns.phone'),
      accessor: (driver) => driverPhone(driver),
      // May wrap between dial code and number rather than push Added Date out of view.
      cell: (driver) => <span className="fleet-wrap">{driverPhone(driver)}</span>,
      ltr: true,
    },
    {
      id: 'licenseNo',
      title: t('columns.licenseNo'),
      accessor: (driver) => driver.licenseNo,
      ltr: true,
    },
    {
      id: 'country',
      title: t('columns.country'),
      accessor: (driver) => driver.country,
      cell: (driver) => <span className="fleet-wrap">{driver.country}</span>,
    },
    {
      id: 'added',
      title: t('columns.addedDate'),
      accessor: (driver) => driver.createdAt,
      cell: (driver) => <span className="fleet-wrap">{formatDate(driver.createdAt)}</span>,
      type: 'date',
      filterable: false,
    },
  ];
}

/** A driver as a card: who, how to reach them, then their papers. */
export const driverCard: CardLayout = {
  title: 'name',
  facts: ['phone', 'licenseNo', 'country', 'id'],
  meta: ['added'],
};

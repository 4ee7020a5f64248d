import { format, parseISO } from 'date-fns';
import type { TFunction } from 'i18next';
import type { DriverLink } from '../../../contract/driver-links';
import { formatIsoDay } from '../../../lib/format';
import type { ReferenceLabels } from '../../../lib/reference-names/reference-labels';
import { toCsv } from './csv';

/** The Driver Links table as CSV: its columns, the driver's phone, and the time of creation. */
export function driverLinksCsv(
  links: DriverLink[],
  t: TFunction<'driver-links'>,
  { place }: ReferenceLabels,
): string {
  const header = [
    t('columns.linkId'),
    t('columns.trip'),
    t('columns.origin'),
    t('columns.destination'),
    t('columns.driver'),
    t('columns.driverPhone'),
    t('columns.status'),
    t('columns.createdDate'),
  ];
  const rows = links.map((link) => [
    link.id,
    link.tripId.tripNumber,
    place(link.tripId.origin),
    place(link.tripId.destination),
    link.driverId.name,
    link.driverId.phone,
    t(link.isActive ? 'status.active' : 'status.inactive'),
    // A sortable local time that spreadsheets read as a date.
    format(parseISO(link.createdAt), 'yyyy-MM-dd HH:mm'),
  ]);
  return toCsv(header, rows);
}

/** SPEC-style day stamp: driver-links-2030-05-02.csv. */
export function driverLinksCsvName(now = new Date()): string {
  return `driver-links-${formatIsoDay(now)}.csv`;
}

import type { Language } from '../../../src/contract/languages';
import type { Load } from '../../../src/contract/loads';
import { say } from '../../lib/i18n/phrase';
import type { TripDetails } from '../../../src/contract/trips';
import { fileUrlOf } from '../files/files-service';
import type { StoredFileRow } from '../files/files.schema';
import type { TripChargeRow } from './trip-charges.schema';

export type DriverCharge = TripDetails['charges']['driverCharges'][number];
type ShipperCharge = Load['charges'][number];

/** A driver's charge as the provider, the link and the driver see it, photos as file URLs. */
export function toDriverCharge(row: TripChargeRow, photos: StoredFileRow[]): DriverCharge {
  return {
    _id: row.id,
    reason: row.reason,
    amount: row.amount,
    approvedAmount: row.approvedAmount,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    images: photos.map((photo) => ({ url: fileUrlOf(photo.id) })),
    waitingStop: row.waitingStop,
  };
}

/** The shipper is billed what the provider approved, not what the driver asked for. */
export function toShipperCharge(
  row: Pick<TripChargeRow, 'reason' | 'approvedAmount' | 'waitingStop'>,
  lang: Language,
): ShipperCharge {
  // The driver's reason is the driver's own words; the waiting charge's is ours, translated.
  const waiting = row.waitingStop !== null;
  return {
    title: waiting ? say({ text: row.reason }, lang) : row.reason,
    description: say(
      { text: waiting ? 'Waiting beyond the free waiting time' : 'Approved driver charge' },
      lang,
    ),
    amount: row.approvedAmount,
  };
}

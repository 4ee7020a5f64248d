import type { DriverCharge } from '../api/driver-link-details';

/** What is owed for the driver's charges: approved amounts only (pending and rejected add 0). */
export function approvedTotal(charges: DriverCharge[]): number {
  return charges.reduce(
    (sum, charge) => sum + (charge.status === 'approved' ? charge.approvedAmount : 0),
    0,
  );
}

import type { Driver } from '../../../contract/drivers';

/** The phone as the list and dialog show it: '+966 501234567'. */
export function driverPhone(driver: Pick<Driver, 'countryCode' | 'phone'>): string {
  return `${driver.countryCode} ${driver.phone}`;
}

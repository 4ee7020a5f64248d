import type { Driver } from '../../../contract/drivers';
import type { Truck } from '../../../contract/trucks';

export type AssignmentKind = 'driver' | 'truck';
export type AssignmentOption = { value: string; label: string };

/** 'Name · +966 501234567': the phone tells two drivers of the same name apart. */
export function driverOption(driver: Driver): AssignmentOption {
  return { value: driver._id, label: `${driver.name} · ${driver.countryCode} ${driver.phone}` };
}

/** 'Model · Plate': the plate is what the yard reads off the truck. */
export function truckOption(truck: Truck): AssignmentOption {
  return { value: truck._id, label: `${truck.model} · ${truck.licensePlate}` };
}

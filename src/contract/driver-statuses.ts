/**
 * docs/product.md §4: the statuses a driver can move a trip to, in road order; forward only on the
 * server (docs/architecture.md §6.8). A plain list, so the driver's page offers them without zod.
 */
export const DRIVER_STATUSES = ['out_to_collect', 'loaded', 'out_to_unload', 'completed'] as const;
export type DriverStatus = (typeof DRIVER_STATUSES)[number];

/** This feature's cache keys; invalidating `all` refreshes every list and open link. */
export const driverLinksKeys = {
  all: ['driver-links'] as const,
  provider: () => [...driverLinksKeys.all, 'provider'] as const,
  /**
   * A trip's links depend on its driver too: reassigning the driver deactivates the active link
   * on the server (docs/product.md §4), so a new driver id asks for the list again.
   */
  trip: (tripId: string, driverId: string | null) =>
    [...driverLinksKeys.all, 'trip', tripId, { driverId }] as const,
  details: (linkId: string) => [...driverLinksKeys.all, 'details', linkId] as const,
};

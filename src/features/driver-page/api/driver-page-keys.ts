/** Query keys of the driver link page; all under one root so a link's data drops together. */
export const driverPageKeys = {
  all: ['driver-link'] as const,
  link: (linkId: string) => [...driverPageKeys.all, linkId] as const,
  verify: (linkId: string, deviceKey: string) =>
    [...driverPageKeys.link(linkId), 'verify', deviceKey] as const,
  trip: (linkId: string, tripId: string) =>
    [...driverPageKeys.link(linkId), 'trip', tripId] as const,
  details: (linkId: string) => [...driverPageKeys.link(linkId), 'details'] as const,
  file: (linkId: string, url: string) => [...driverPageKeys.link(linkId), 'file', url] as const,
};

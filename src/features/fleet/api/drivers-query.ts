import { fleetQueryOptions } from './fleet-query';

/** Only the drivers who can still be assigned to a trip. */
export const activeDriversQueryOptions = () => fleetQueryOptions('drivers', 'active');

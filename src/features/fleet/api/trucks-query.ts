import { fleetQueryOptions } from './fleet-query';

/** Only the trucks that can still be offered in a quote or sent on a trip. */
export const activeTrucksQueryOptions = () => fleetQueryOptions('trucks', 'active');

import type { LinkStop } from '../../../contract/driver-links';

/** Google Maps' directions URL: the maps app opens it on Android and iOS, a browser elsewhere. */
const DIRECTIONS = 'https://www.google.com/maps/dir/?api=1&destination=';

/**
 * Directions to a stop: its exact point when the shipper set one, else its address with the city
 * and country (so a bare 'Gate 4' still finds the right town); null when there is neither.
 */
export function navigationUrl(stop: LinkStop): string | null {
  if (stop.coordinates) {
    const [lng, lat] = stop.coordinates;
    return `${DIRECTIONS}${lat},${lng}`;
  }
  const address = stop.address?.trim();
  if (!address) return null;
  return DIRECTIONS + encodeURIComponent(`${address}, ${stop.city}, ${stop.country}`);
}

/** A tap-to-call link for the stop's contact: its digits, with the + of an international number. */
export function callUrl(contactNumber: string | null): string | null {
  const digits = contactNumber?.replace(/\D/g, '') ?? '';
  if (!digits) return null;
  return `tel:${contactNumber?.trim().startsWith('+') ? '+' : ''}${digits}`;
}

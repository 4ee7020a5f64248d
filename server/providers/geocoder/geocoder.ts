import type { GeocodedPlace } from '../../../src/contract/geocode';

/** Turns free text into places; adapter: `nominatim` (any Nominatim-compatible service). */
export interface Geocoder {
  readonly name: string;
  search(query: string): Promise<GeocodedPlace[]>;
}

/** The service refused, failed, timed out or answered something unreadable. */
export class GeocoderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'GeocoderError';
  }
}

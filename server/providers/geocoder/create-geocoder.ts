import type { Config } from '../../config';
import type { Geocoder } from './geocoder';
import { createNominatimGeocoder } from './nominatim-geocoder';

/** Null when GEOCODER_URL is unset: the web app then searches its bundled gazetteer only. */
export function createGeocoder(
  maps: Pick<Config['maps'], 'geocoderUrl' | 'geocoderTimeoutMs'>,
): Geocoder | null {
  return maps.geocoderUrl
    ? createNominatimGeocoder({ baseUrl: maps.geocoderUrl, timeoutMs: maps.geocoderTimeoutMs })
    : null;
}

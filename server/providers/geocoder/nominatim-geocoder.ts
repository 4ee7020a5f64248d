import { z } from 'zod';
import type { GeocodedPlace } from '../../../src/contract/geocode';
import { GeocoderError, type Geocoder } from './geocoder';

/** Nominatim's usage policy asks every client to identify itself; stock agents get blocked. */
export const NOMINATIM_USER_AGENT = 'gulf-freight/0.1 (freight marketplace place search)';
export const GULF_COUNTRY_CODES = 'ae,sa,qa,kw,bh,om';

const resultSchema = z.object({
  name: z.string().optional(),
  display_name: z.string().default(''),
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
  address: z.object({ country: z.string().optional() }).optional(),
});

type NominatimOptions = { baseUrl: string; timeoutMs?: number; limit?: number };

/** `https://host` and `https://host/search` both mean the host's search endpoint. */
function searchEndpoint(baseUrl: string): URL {
  const url = new URL(baseUrl);
  const path = url.pathname.replace(/\/+$/, '');
  url.pathname = path.endsWith('/search') ? path : `${path}/search`;
  return url;
}

function toPlace(result: z.infer<typeof resultSchema>): GeocodedPlace {
  const parts = result.display_name.split(',').map((part) => part.trim());
  return {
    name: result.name?.trim() || parts[0] || '',
    country: result.address?.country ?? parts.at(-1) ?? '',
    coordinates: [result.lon, result.lat],
  };
}

export function createNominatimGeocoder({
  baseUrl,
  timeoutMs = 4_000,
  limit = 8,
}: NominatimOptions): Geocoder {
  const endpoint = searchEndpoint(baseUrl);
  return {
    name: 'nominatim',
    async search(query) {
      const url = new URL(endpoint);
      url.search = new URLSearchParams({
        format: 'jsonv2',
        q: query,
        limit: String(limit),
        countrycodes: GULF_COUNTRY_CODES,
        addressdetails: '1',
        'accept-language': 'en',
      }).toString();
      let body: unknown;
      try {
        const response = await fetch(url, {
          headers: { 'User-Agent': NOMINATIM_USER_AGENT, Accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) throw new GeocoderError(`Geocoder answered ${response.status}`);
        body = await response.json();
      } catch (error) {
        if (error instanceof GeocoderError) throw error;
        throw new GeocoderError('Geocoder unreachable or too slow', { cause: error });
      }
      const parsed = z.array(resultSchema).safeParse(body);
      if (!parsed.success) throw new GeocoderError('Geocoder answered an unexpected shape');
      return parsed.data.map(toPlace).filter((place) => place.name && place.country);
    },
  };
}

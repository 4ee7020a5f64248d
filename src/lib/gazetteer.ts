import { geocodeSearchResponse } from '../contract/geocode';
import { countries } from '../contract/reference';
import { ApiError, apiRequest } from './api-client';
import { haversineKm } from './great-circle';

/** [lng, lat], the order the API and GeoJSON use. */
export type LngLat = [number, number];

export type Place = { name: string; country: string; coordinates: LngLat };

type IndexedPlace = Place & { key: string; words: string[] };

/**
 * Case- and diacritic-insensitive form of a place name: 'Ar Rifā‘' and 'ar rifa' meet, and so do
 * 'Ha'il' and 'hail' (the dataset transliterates ayn and hamza with quote marks), and in Arabic
 * 'جدة' and 'جده' (teh marbuta and heh, alef maksura and yeh are typed for one another).
 */
export function normalizePlaceName(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[‘’'`ʿʾ]/g, '')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(/[-_,.]+/g, ' ')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

const places: readonly IndexedPlace[] = countries.flatMap((country) =>
  country.cities.map((city) => {
    const key = normalizePlaceName(city.name);
    return {
      name: city.name,
      country: country.name,
      coordinates: city.coordinates,
      key,
      words: key.split(' '),
    };
  }),
);

/** 0: the name starts with the query; 1: a later word does ('muh' → Al Muharraq); 2: anywhere. */
function keyRank(key: string, words: readonly string[], query: string): number | null {
  if (key.startsWith(query)) return 0;
  if (words.some((word) => word.startsWith(query))) return 1;
  if (key.includes(query)) return 2;
  return null;
}

// The Arabic article is joined to its word: 'رياض' starts 'الرياض' as a word would.
const arabicWords = (key: string) =>
  key.split(' ').flatMap((word) => [word, word.replace(/^ال(?=\p{L}{2})/u, '')]);

/** The better of the canonical name's rank and, when the reader's language names it, that name's. */
function matchRank(
  place: IndexedPlace,
  query: string,
  names: Readonly<Record<string, string>> | undefined,
): number | null {
  const canonical = keyRank(place.key, place.words, query);
  const local = names?.[place.name];
  if (!local) return canonical;
  const key = normalizePlaceName(local);
  const rank = keyRank(key, arabicWords(key), query);
  if (rank === null) return canonical;
  return canonical === null ? rank : Math.min(rank, canonical);
}

type SearchOptions = {
  preferCountry?: string;
  limit?: number;
  /** The cities' names in the reader's language ('Riyadh' → 'الرياض'), found as well. */
  names?: Readonly<Record<string, string>>;
};

/**
 * The bundled reference cities of all six countries matching `query`, best first: prefix matches
 * before substring matches, then the stop's own country, then by name. Works offline.
 */
export function searchPlaces(
  query: string,
  { preferCountry, limit = 8, names }: SearchOptions = {},
) {
  const wanted = normalizePlaceName(query);
  if (!wanted) return [];
  return places
    .flatMap((place) => {
      const rank = matchRank(place, wanted, names);
      return rank === null ? [] : [{ place, rank, home: place.country === preferCountry ? 0 : 1 }];
    })
    .sort((a, b) => a.rank - b.rank || a.home - b.home || a.place.name.localeCompare(b.place.name))
    .slice(0, limit)
    .map(({ place }) => toPlace(place));
}

const toPlace = ({ name, country, coordinates }: Place): Place => ({
  name,
  country,
  coordinates: [coordinates[0], coordinates[1]],
});

/** Reverse lookup without a service: the closest reference city to a point. */
export function nearestPlace(point: LngLat): (Place & { distanceKm: number }) | null {
  let best: { place: IndexedPlace; distanceKm: number } | null = null;
  for (const place of places) {
    const distanceKm = haversineKm(point, place.coordinates);
    if (!best || distanceKm < best.distanceKm) best = { place, distanceKm };
  }
  return best ? { ...toPlace(best.place), distanceKm: best.distanceKm } : null;
}

/** The reference coordinates of a stop's city, when the dataset knows it. */
export function cityCoordinates(country: string, city: string): LngLat | null {
  const key = normalizePlaceName(city);
  const match = places.find((place) => place.country === country && place.key === key);
  return match ? [match.coordinates[0], match.coordinates[1]] : null;
}

/**
 * GET /api/geocode/search?q= when the server has a geocoder configured. Finding nothing is not an
 * error for the search box: a missing route (404), a refusal or no network all yield [], and the
 * bundled cities still answer.
 */
export async function searchPlacesOnline(query: string, signal?: AbortSignal): Promise<Place[]> {
  try {
    const payload = await apiRequest(`/api/geocode/search?q=${encodeURIComponent(query)}`, {
      signal,
    });
    const parsed = geocodeSearchResponse.safeParse(payload);
    return parsed.success ? (parsed.data.data ?? []) : [];
  } catch (error) {
    if (error instanceof ApiError) return [];
    throw error;
  }
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/** About 10 cm: more digits only add noise to a stored point. */
export function roundPoint([lng, lat]: LngLat): LngLat {
  return [round6(lng), round6(lat)];
}

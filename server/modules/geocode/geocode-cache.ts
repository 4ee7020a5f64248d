import type { GeocodedPlace } from '../../../src/contract/geocode';

type Entry = { expiresAt: number; places: Promise<GeocodedPlace[]> };

/**
 * A small in-memory LRU of searches by lower-cased query. It holds the pending promise, so
 * identical searches in flight share one upstream call; a failure is forgotten at once.
 */
export function createGeocodeCache({
  ttlMs = 10 * 60_000,
  maxEntries = 500,
  now = Date.now,
}: { ttlMs?: number; maxEntries?: number; now?: () => number } = {}) {
  const entries = new Map<string, Entry>();

  return {
    get(query: string, load: () => Promise<GeocodedPlace[]>): Promise<GeocodedPlace[]> {
      const key = query.toLowerCase().replace(/\s+/g, ' ');
      const hit = entries.get(key);
      entries.delete(key);
      if (hit && hit.expiresAt > now()) {
        entries.set(key, hit); // re-inserted: a Map iterates oldest first, so this marks it recent
        return hit.places;
      }
      const places = load();
      const entry = { expiresAt: now() + ttlMs, places };
      entries.set(key, entry);
      places.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return places;
    },
  };
}

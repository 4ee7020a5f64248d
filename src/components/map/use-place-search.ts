import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useClientConfig } from '../../lib/client-config';
import { searchPlaces, searchPlacesOnline, type Place } from '../../lib/gazetteer';
import { referenceNamesOf } from '../../lib/reference-names/reference-names';
import { useReferenceLabels } from '../../lib/reference-names/use-reference-labels';

const REMOTE_MIN_CHARS = 3;
const REMOTE_DELAY_MS = 300;
const MAX_RESULTS = 8;

function useSettledValue(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

const placeKey = (place: Place) => `${place.name}|${place.country}`.toLowerCase();

/**
 * Places for the search box: the bundled cities at once (offline too), then the server's
 * geocoder's answers when one is configured, without repeating a place.
 */
export function usePlaceSearch(query: string, preferCountry: string): Place[] {
  const config = useClientConfig();
  // The reader's names of the cities, once loaded, are searched as well as the canonical ones.
  const { language } = useReferenceLabels();
  const names = referenceNamesOf(language)?.cities;
  const local = useMemo(
    () => searchPlaces(query, { preferCountry, names }),
    [query, preferCountry, names],
  );
  const term = useSettledValue(query.trim(), REMOTE_DELAY_MS);
  const remote = useQuery({
    queryKey: ['geocode', 'search', term],
    queryFn: ({ signal }) => searchPlacesOnline(term, signal),
    enabled: config.data?.geocoder === true && term.length >= REMOTE_MIN_CHARS,
    staleTime: Infinity,
    // One query per search term; offline, the bundled cities answer instead.
    meta: { persist: false },
  });
  return useMemo(() => {
    if (!query.trim()) return [];
    const seen = new Set(local.map(placeKey));
    const extra = (remote.data ?? []).filter((place) => !seen.has(placeKey(place)));
    return [...local, ...extra].slice(0, MAX_RESULTS);
  }, [query, local, remote.data]);
}

import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cityCoordinates,
  nearestPlace,
  normalizePlaceName,
  searchPlaces,
  searchPlacesOnline,
} from '../../src/lib/gazetteer';
import { haversineKm } from '../../src/lib/great-circle';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('gazetteer search', () => {
  it('ignores case, diacritics and transliteration marks', () => {
    expect(normalizePlaceName('Ar Rifā‘')).toBe('ar rifa');
    expect(normalizePlaceName("Ha'il")).toBe('hail');
    expect(normalizePlaceName('Al-`Ula')).toBe('al ula');
    expect(searchPlaces('SALALAH').map((place) => place.name)).toContain('Şalālah');
    expect(searchPlaces('hail')[0]).toMatchObject({ name: "Ha'il", country: 'Saudi Arabia' });
  });

  it('covers all six countries', () => {
    const countries = new Set(
      ['Manama', 'Kuwait City', 'Muscat', 'Doha', 'Riyadh', 'Dubai'].map(
        (name) => searchPlaces(name)[0]?.country,
      ),
    );
    expect(countries).toEqual(
      new Set(['Bahrain', 'Kuwait', 'Oman', 'Qatar', 'Saudi Arabia', 'United Arab Emirates']),
    );
  });

  it('ranks name prefixes before later words before substrings', () => {
    const names = searchPlaces('muh', { limit: 20 }).map((place) => place.name);
    // 'Al Muharraq' matches at a word start, 'Umm Şalāl Muḩammad' too; neither starts the name.
    expect(names).toContain('Al Muharraq');
    const dub = searchPlaces('dub', { limit: 20 }).map((place) => place.name);
    expect(dub.slice(0, 2)).toEqual(['Duba', 'Dubai']);
    expect(dub.indexOf('Dukhān')).toBe(-1);
    const kh = searchPlaces('kh', { limit: 40 }).map((place) => place.name);
    const last = (names: string[]) => Math.max(...names.map((name) => kh.indexOf(name)));
    const first = (names: string[]) => Math.min(...names.map((name) => kh.indexOf(name)));
    const prefix = ['Khasab', 'Khobar', 'Khamis Mushait', 'Khalifah A City'];
    const wordStart = ['Al Khābūrah', 'Al Khafjī', 'Al Kharj', 'Ras Al Khaimah City'];
    expect(first(prefix)).toBeGreaterThanOrEqual(0);
    expect(last(prefix)).toBeLessThan(first(wordStart));
    expect(last(wordStart)).toBeLessThan(kh.indexOf('Shokhaib'));
  });

  it("lists the stop's own country first among equal matches", () => {
    const ruways = (preferCountry: string) =>
      searchPlaces('ar ruways', { preferCountry }).map((place) => place.country);
    expect(ruways('Qatar')).toEqual(['Qatar', 'United Arab Emirates']);
    expect(ruways('United Arab Emirates')).toEqual(['United Arab Emirates', 'Qatar']);
  });

  it('returns nothing for an empty query and honours the limit', () => {
    expect(searchPlaces('  ')).toEqual([]);
    expect(searchPlaces('a', { limit: 5 })).toHaveLength(5);
  });
});

describe('nearest place', () => {
  it('names the closest reference city', () => {
    expect(nearestPlace([39.19, 21.54])).toMatchObject({ name: 'Jeddah', country: 'Saudi Arabia' });
    expect(nearestPlace([55.2708, 25.2048])).toMatchObject({
      name: 'Dubai',
      country: 'United Arab Emirates',
    });
    expect(nearestPlace([47.98, 29.37])?.country).toBe('Kuwait');
  });

  it('measures great-circle distance', () => {
    // Riyadh to Jeddah is about 850 km as the crow flies.
    expect(haversineKm([46.7219, 24.6877], [39.1925, 21.4858])).toBeGreaterThan(830);
    expect(haversineKm([46.7219, 24.6877], [39.1925, 21.4858])).toBeLessThan(870);
    expect(haversineKm([10, 10], [10, 10])).toBe(0);
  });

  it("knows a stop's city coordinates", () => {
    expect(cityCoordinates('Saudi Arabia', 'Jeddah')).toEqual(
      searchPlaces('Jeddah')[0]?.coordinates,
    );
    expect(cityCoordinates('Saudi Arabia', 'Atlantis')).toBeNull();
  });
});

describe('online search', () => {
  it('reads the geocoder answer', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            success: true,
            data: [
              { name: 'Jeddah Islamic Port', country: 'Saudi Arabia', coordinates: [39.16, 21.46] },
            ],
          }),
          { status: 200 },
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(searchPlacesOnline('jeddah port')).resolves.toEqual([
      { name: 'Jeddah Islamic Port', country: 'Saudi Arabia', coordinates: [39.16, 21.46] },
    ]);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/geocode/search?q=jeddah%20port',
      expect.anything(),
    );
  });

  it('treats a missing route, a refusal or no network as no results', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ success: false, msg: 'Not found' }), { status: 404 }),
      ),
    );
    await expect(searchPlacesOnline('doha')).resolves.toEqual([]);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(searchPlacesOnline('doha')).resolves.toEqual([]);
  });
});

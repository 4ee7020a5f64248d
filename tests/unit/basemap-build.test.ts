// @vitest-environment node
import { readFileSync } from 'node:fs';
import type { MultiPolygon, Position } from 'geojson';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  Basemap,
  BasemapBox,
  BasemapCity,
  BasemapCountry,
} from '../../src/components/map/basemap/basemap-data';
import { countries as referenceCountries } from '../../src/contract/reference';
import {
  buildBasemap,
  clipCountry,
  clipLines,
  loadSources,
  ringAround,
  serializeBasemap,
} from '../../scripts/build-basemap';

const BASEMAP_FILE = new URL('../../src/components/map/basemap/gulf-basemap.json', import.meta.url);

const inside = ([lng = NaN, lat = NaN]: Position, [west, south, east, north]: BasemapBox) =>
  lng >= west && lng <= east && lat >= south && lat <= north;

const square = (west: number, south: number, east: number, north: number) => ({
  type: 'Feature' as const,
  properties: { name: 'Square' },
  geometry: {
    type: 'Polygon' as const,
    coordinates: [
      [
        [west, south],
        [east, south],
        [east, north],
        [west, north],
        [west, south],
      ],
    ],
  },
});

describe('clipping', () => {
  it('cuts land to the box, closes the cut ring and rounds to 3 decimals', () => {
    const polygons = clipCountry(square(10.12345, 10, 30, 30), [20, 0, 40, 20]);
    expect(polygons).toHaveLength(1);
    const ring = polygons[0]?.[0] ?? [];
    expect(ring.every((point) => inside(point, [20, 0, 40, 20]))).toBe(true);
    expect(ring[0]).toEqual(ring.at(-1));
    expect(new Set(ring.map((point) => point.join(',')))).toEqual(
      new Set(['20,10', '30,10', '30,20', '20,20']),
    );
    expect(clipCountry(square(10.12345, 10.98765, 11, 11), [0, 0, 40, 40])[0]?.[0]?.[0]).toEqual([
      10.123, 10.988,
    ]);
  });

  it('leaves out land outside the box, and lines where they leave it', () => {
    expect(clipCountry(square(50, 50, 60, 60), [0, 0, 40, 40])).toEqual([]);
    const lines = clipLines(
      {
        type: 'MultiLineString',
        coordinates: [
          [
            [-10, 5],
            [50, 5],
          ],
          [
            [60, 60],
            [70, 70],
          ],
        ],
      },
      [0, 0, 40, 40],
    );
    expect(lines).toEqual([
      [
        [0, 5],
        [40, 5],
      ],
    ]);
  });

  it('rings a box with four strips that cover the outer box and overlap nothing', () => {
    const strips = ringAround([0, 0, 100, 50], [20, 10, 60, 30]);
    const area = ([west, south, east, north]: BasemapBox) => (east - west) * (north - south);
    expect(strips.reduce((sum, strip) => sum + area(strip), 0)).toBe(100 * 50 - 40 * 20);
    for (const strip of strips) expect(area(strip)).toBeGreaterThan(0);
  });
});

describe('the Gulf basemap', () => {
  let basemap: Basemap;
  beforeAll(() => {
    basemap = buildBasemap(loadSources());
  }, 30_000);

  const countriesOf = () =>
    basemap.features.filter(
      (entry): entry is BasemapCountry => entry.properties.kind === 'country',
    );
  const citiesOf = () =>
    basemap.features.filter((entry): entry is BasemapCity => entry.properties.kind === 'city');

  it('keeps every point of land, border and city inside its box', () => {
    const positions = basemap.features.flatMap((entry) => {
      const { geometry } = entry;
      if (geometry.type === 'Point') return [geometry.coordinates];
      return geometry.type === 'MultiLineString'
        ? geometry.coordinates.flat()
        : (geometry as MultiPolygon).coordinates.flat(2);
    });
    expect(positions.length).toBeGreaterThan(10_000);
    expect(positions.filter((point) => !inside(point, basemap.bbox))).toEqual([]);
  });

  it('has the six countries, marked as served, with their neighbours around them', () => {
    const countries = countriesOf();
    const served = countries.filter((entry) => entry.properties.app).map((c) => c.properties.name);
    expect(served.sort()).toEqual(referenceCountries.map((country) => country.name).sort());
    const names = countries.map((entry) => entry.properties.name);
    expect(names).toEqual(expect.arrayContaining(['Saudi Arabia', 'United Arab Emirates']));
    expect(names).toEqual(expect.arrayContaining(['Iran', 'Iraq', 'Jordan', 'Yemen', 'Egypt']));
    // Natural Earth 1:10m: even Bahrain's islands have an outline of their own.
    const bahrain = countries.find((entry) => entry.properties.name === 'Bahrain');
    expect(bahrain?.geometry.coordinates.flat(2).length).toBeGreaterThan(20);
  });

  it('reaches well beyond the six countries, so a zoomed-out map has land to its edges', () => {
    const [west, south, east, north] = basemap.bbox;
    expect(west).toBeLessThan(25);
    expect(east).toBeGreaterThan(70);
    expect(south).toBeLessThan(10);
    expect(north).toBeGreaterThan(40);
  });

  it('labels every reference city, capitals first, then by population', () => {
    const cities = citiesOf();
    expect(cities).toHaveLength(
      referenceCountries.reduce((sum, country) => sum + country.cities.length, 0),
    );
    expect(
      cities
        .slice(0, 6)
        .map((city) => city.properties.name)
        .sort(),
    ).toEqual(['Abu Dhabi', 'Doha', 'Kuwait City', 'Manama', 'Muscat', 'Riyadh']);
    const rest = cities.slice(6).map((city) => city.properties.population);
    expect(rest).toEqual([...rest].sort((a, b) => b - a));
    const dubai = cities.find((city) => city.properties.name === 'Dubai');
    expect(dubai?.properties.population).toBeGreaterThan(1_000_000);
  });

  it('is exactly the committed file (regenerated with npm run build:basemap)', () => {
    expect(readFileSync(BASEMAP_FILE, 'utf8')).toBe(serializeBasemap(basemap));
  });

  it('stays small enough to ship with the map', () => {
    expect(readFileSync(BASEMAP_FILE).length).toBeLessThan(300_000);
  });
});

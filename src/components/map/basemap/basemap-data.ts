import type { Feature, FeatureCollection, MultiLineString, MultiPolygon, Point } from 'geojson';

/**
 * The bundled offline basemap (scripts/build-basemap.ts): Natural Earth countries and borders
 * around the six countries, and the reference cities to label, as one GeoJSON file.
 */

/** A country's land; `app` marks the six countries the marketplace serves. */
export type BasemapCountry = Feature<MultiPolygon, { kind: 'country'; name: string; app: boolean }>;
/** The borders between countries, all in one feature. */
export type BasemapBorders = Feature<MultiLineString, { kind: 'border' }>;
/**
 * A reference city (src/contract/reference) with its GeoNames population and whether it is its
 * country's capital: what decides which labels show first. The file lists them in that order.
 */
export type BasemapCity = Feature<
  Point,
  { kind: 'city'; name: string; population: number; capital: boolean }
>;

export type BasemapFeature = BasemapCountry | BasemapBorders | BasemapCity;

/** [west, south, east, north], in degrees. */
export type BasemapBox = [number, number, number, number];

/** `bbox` is where the data ends, and so as far as the map may look. */
export type Basemap = Omit<
  FeatureCollection<MultiPolygon | MultiLineString | Point, BasemapFeature['properties']>,
  'bbox' | 'features'
> & {
  bbox: BasemapBox;
  features: BasemapFeature[];
};

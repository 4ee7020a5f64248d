import L from 'leaflet';
import type { Basemap, BasemapCity, BasemapFeature } from './basemap-data';
import { CityLabelsLayer } from './city-labels-layer';

/** Under the tile pane (200): configured tiles cover the basemap, which shows where they fail. */
export const BASEMAP_PANE = 'basemap';
export const BASEMAP_LABELS_PANE = 'basemapLabels';

/** The panes the basemap draws in; their order is set in location-map.css. */
export function createBasemapPanes(map: L.Map): void {
  map.createPane(BASEMAP_PANE);
  map.createPane(BASEMAP_LABELS_PANE);
}

const isCity = (feature: BasemapFeature): feature is BasemapCity =>
  feature.properties.kind === 'city';

type BasemapProperties = BasemapFeature['properties'];

/** Colours come from the design tokens through these classes (location-map.css), not from here. */
function shapeStyle(properties: BasemapProperties | undefined): L.PathOptions {
  if (properties?.kind === 'country') {
    const served = properties.app ? ' location-map__land--served' : '';
    return { className: `location-map__land${served}`, weight: 1, fillOpacity: 1 };
  }
  return { className: 'location-map__border', weight: 1, fill: false };
}

/**
 * Land, coast and borders as vectors, and the city names above them (`cityName` says each in the
 * reader's language); none of it interactive.
 */
export function basemapLayer(
  basemap: Basemap,
  attribution: string,
  cityName: (name: string) => string = (name) => name,
): L.LayerGroup {
  const shapes = L.geoJSON<BasemapProperties>(basemap, {
    pane: BASEMAP_PANE,
    interactive: false,
    attribution,
    // Cities are the labels below, not Leaflet's default markers.
    filter: (feature) => feature.properties.kind !== 'city',
    style: (feature) => shapeStyle(feature?.properties),
  });
  const cities = basemap.features.filter(isCity).map((city) => ({
    name: cityName(city.properties.name),
    population: city.properties.population,
    capital: city.properties.capital,
    latLng: L.latLng(city.geometry.coordinates[1] ?? 0, city.geometry.coordinates[0] ?? 0),
  }));
  return L.layerGroup([shapes, new CityLabelsLayer(cities, { pane: BASEMAP_LABELS_PANE })]);
}

/** Where the basemap ends, as Leaflet bounds: beyond it there is no land to draw. */
export function basemapBounds({ bbox: [west, south, east, north] }: Basemap) {
  return L.latLngBounds(L.latLng(south, west), L.latLng(north, east));
}

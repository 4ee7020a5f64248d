import type { LngLat } from '../../lib/gazetteer';

/** docs/product.md §5/§9: Dubai, at city zoom; a search pick zooms in to street level. */
export const DEFAULT_MAP_CENTER: LngLat = [55.2708, 25.2048];
export const DEFAULT_MAP_ZOOM = 12;
export const SEARCH_PICK_ZOOM = 15;

/** Where the map looks. A new object moves the view, so equal coordinates can re-centre. */
export type MapView = { center: LngLat; zoom: number };

import type { LngLat } from '../../lib/gazetteer';

/** A point on the drawing, in its own units (the SVG's viewBox). */
export type DrawingPoint = [number, number];

/**
 * The piece of the world a static map shows, in Web Mercator (the projection of every web map,
 * so shapes look as they do on the app's own map) and fitted to a drawing of `width` × `height`.
 */
export type MapFrame = {
  width: number;
  height: number;
  project: (point: LngLat) => DrawingPoint;
  /** Whether a box of [west, south, east, north] degrees shows in the frame at all. */
  overlaps: (box: [number, number, number, number]) => boolean;
};

const RADIANS = Math.PI / 180;
const mercatorY = (lat: number) => Math.log(Math.tan(Math.PI / 4 + (lat * RADIANS) / 2));
const latitudeOf = (y: number) => (2 * Math.atan(Math.exp(y)) - Math.PI / 2) / RADIANS;

type FrameOptions = {
  /** Room around the points, as a share of the drawing on each side. */
  margin?: number;
  /** The least span shown, in degrees of longitude: one point alone still shows its streets' city. */
  minSpanDegrees?: number;
};

/**
 * The smallest frame holding every point, with a margin, at the drawing's aspect ratio; null when
 * there is no point to show.
 */
export function frameAround(
  points: readonly LngLat[],
  size: { width: number; height: number },
  { margin = 0.12, minSpanDegrees = 0.4 }: FrameOptions = {},
): MapFrame | null {
  if (points.length === 0) return null;
  const xs = points.map(([lng]) => lng * RADIANS);
  const ys = points.map(([, lat]) => mercatorY(lat));
  const minSpan = minSpanDegrees * RADIANS;
  const spanX = Math.max(Math.max(...xs) - Math.min(...xs), minSpan);
  const spanY = Math.max(Math.max(...ys) - Math.min(...ys), minSpan * (size.height / size.width));
  const centreX = (Math.max(...xs) + Math.min(...xs)) / 2;
  const centreY = (Math.max(...ys) + Math.min(...ys)) / 2;
  const usable = 1 - 2 * margin;
  const scale = Math.min((size.width * usable) / spanX, (size.height * usable) / spanY);
  const project = ([lng, lat]: LngLat): DrawingPoint => [
    (lng * RADIANS - centreX) * scale + size.width / 2,
    size.height / 2 - (mercatorY(lat) - centreY) * scale,
  ];
  const west = (centreX - size.width / 2 / scale) / RADIANS;
  const east = (centreX + size.width / 2 / scale) / RADIANS;
  const south = latitudeOf(centreY - size.height / 2 / scale);
  const north = latitudeOf(centreY + size.height / 2 / scale);
  return {
    ...size,
    project,
    overlaps: ([boxWest, boxSouth, boxEast, boxNorth]) =>
      boxWest <= east && boxEast >= west && boxSouth <= north && boxNorth >= south,
  };
}

/** [west, south, east, north] of some points. */
export function boxOf(points: readonly LngLat[]): [number, number, number, number] {
  const lngs = points.map(([lng]) => lng);
  const lats = points.map(([, lat]) => lat);
  return [Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)];
}

const rounded = (value: number) => Math.round(value * 10) / 10;

/** An SVG path of lines through the points (closed rings for land), in the frame's units. */
export function pathThrough(
  lines: readonly (readonly LngLat[])[],
  frame: MapFrame,
  { closed }: { closed: boolean },
): string {
  return lines
    .filter((line) => line.length > 1 && frame.overlaps(boxOf(line)))
    .map((line) => {
      const [first, ...rest] = line.map((point) => frame.project(point).map(rounded));
      const moves = rest.map(([x, y]) => `L${x} ${y}`).join('');
      return `M${first?.[0]} ${first?.[1]}${moves}${closed ? 'Z' : ''}`;
    })
    .join('');
}

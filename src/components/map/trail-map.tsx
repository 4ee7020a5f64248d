import { useEffect, useMemo, useState } from 'react';
import type { LngLat } from '../../lib/gazetteer';
import { useReferenceLabels } from '../../lib/reference-names/use-reference-labels';
import type { Basemap, BasemapFeature } from './basemap/basemap-data';
import { loadBasemap } from './basemap/basemap-source';
import { frameAround, pathThrough, type DrawingPoint, type MapFrame } from './trail-map-frame';
import './trail-map.css';

/** A place marked on the trail: the stops and where the consignee signed. */
export type TrailMark = { kind: 'pickup' | 'delivery' | 'proof'; at: LngLat; label: string };

type TrailMapProps = {
  /** Names the map for assistive technology. */
  label: string;
  /** The positions received, oldest first. */
  trail: readonly LngLat[];
  marks: readonly TrailMark[];
};

/** The drawing's own units: twice as wide as high, as the paper's column is. */
const SIZE = { width: 640, height: 320 };
const MAX_CITY_NAMES = 8;
/**
 * The signature is usually taken at the delivery point: its mark is the smaller, drawn on top,
 * so the delivery's shows around it.
 */
const MARK_RADIUS: Record<TrailMark['kind'], number> = { pickup: 7, delivery: 9, proof: 4.5 };
/** Two names closer than this (in drawing units) would cover each other: the smaller is left out. */
const NAME_ROOM = 70;

function useBasemap(): Basemap | null {
  const [basemap, setBasemap] = useState<Basemap | null>(null);
  useEffect(() => {
    let wanted = true;
    loadBasemap()
      .then((loaded) => wanted && setBasemap(loaded))
      // Without it the trail still draws, on the sea's colour.
      .catch(() => undefined);
    return () => {
      wanted = false;
    };
  }, []);
  return basemap;
}

type Shapes = {
  served: string;
  neighbours: string;
  borders: string;
  cities: { name: string; at: DrawingPoint }[];
};

const isInside = ([x, y]: DrawingPoint, frame: MapFrame) =>
  x >= 0 && y >= 0 && x <= frame.width && y <= frame.height;

/** The basemap's land, borders and biggest cities inside the frame, as paths and points. */
function shapesOf(basemap: Basemap, frame: MapFrame): Shapes {
  const land = (served: boolean) =>
    basemap.features
      .filter(
        (feature): feature is Extract<BasemapFeature, { properties: { kind: 'country' } }> =>
          feature.properties.kind === 'country' && feature.properties.app === served,
      )
      .map((country) =>
        pathThrough(country.geometry.coordinates.flat() as LngLat[][], frame, { closed: true }),
      )
      .join('');
  const borders = basemap.features
    .filter((feature) => feature.properties.kind === 'border')
    .map((border) =>
      pathThrough(border.geometry.coordinates as LngLat[][], frame, { closed: false }),
    )
    .join('');
  // The file lists cities biggest first: the first that fit are the ones worth naming.
  const cities: Shapes['cities'] = [];
  for (const feature of basemap.features) {
    if (feature.properties.kind !== 'city' || cities.length >= MAX_CITY_NAMES) continue;
    const at = frame.project(feature.geometry.coordinates as LngLat);
    const crowded = cities.some(
      (city) => Math.hypot(city.at[0] - at[0], city.at[1] - at[1]) < NAME_ROOM,
    );
    if (isInside(at, frame) && !crowded) cities.push({ name: feature.properties.name, at });
  }
  return { served: land(true), neighbours: land(false), borders, cities };
}

const pointsOf = (points: DrawingPoint[]) =>
  points.map(([x, y]) => `${Math.round(x * 10) / 10},${Math.round(y * 10) / 10}`).join(' ');

/**
 * A small, still map of a trip's trail: the bundled basemap (land, borders, city names) drawn as
 * one SVG around the positions and the marked places. It needs no tiles and no network once the
 * app is installed, and prints as sharply as the text around it.
 */
export function TrailMap({ label, trail, marks }: TrailMapProps) {
  const { city } = useReferenceLabels();
  const basemap = useBasemap();
  const frame = useMemo(
    () => frameAround([...trail, ...marks.map((mark) => mark.at)], SIZE),
    [trail, marks],
  );
  const shapes = useMemo(
    () => (basemap && frame ? shapesOf(basemap, frame) : null),
    [basemap, frame],
  );
  if (!frame) return null;
  const line = trail.map((point) => frame.project(point));
  return (
    <svg
      className="trail-map"
      viewBox={`0 0 ${SIZE.width} ${SIZE.height}`}
      role="img"
      aria-label={label}
    >
      <rect className="trail-map__sea" width={SIZE.width} height={SIZE.height} />
      {shapes && (
        <g aria-hidden="true">
          <path className="trail-map__land" d={shapes.neighbours} />
          <path className="trail-map__land trail-map__land--served" d={shapes.served} />
          <path className="trail-map__border" d={shapes.borders} />
          {shapes.cities.map(({ name, at: [x, y] }) => (
            <g key={name} className="trail-map__city">
              <circle cx={x} cy={y} r={2.5} />
              <text x={x + 6} y={y + 4}>
                {city(name)}
              </text>
            </g>
          ))}
        </g>
      )}
      {line.length > 1 && <polyline className="trail-map__trail" points={pointsOf(line)} />}
      {line.length === 1 && (
        <circle className="trail-map__fix" cx={line[0]?.[0]} cy={line[0]?.[1]} r={3} />
      )}
      {marks.map((mark) => {
        const [x, y] = frame.project(mark.at);
        return (
          <g key={mark.kind} className={`trail-map__mark trail-map__mark--${mark.kind}`}>
            <title>{mark.label}</title>
            <circle cx={x} cy={y} r={MARK_RADIUS[mark.kind]} />
          </g>
        );
      })}
    </svg>
  );
}

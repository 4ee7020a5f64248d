import { describe, expect, it } from 'vitest';
import {
  minPopulationAt,
  placeLabels,
  type LabelCandidate,
} from '../../src/components/map/basemap/label-placement';

/** A label 60×16 px whose dot is on the point and whose name runs to its right. */
function city(x: number, y: number, population: number, capital = false): LabelCandidate {
  return { x, y, offsetX: -3, offsetY: -8, width: 60, height: 16, population, capital };
}

describe('city label placement', () => {
  it('keeps the first of two labels that would overlap, and both once they are apart', () => {
    const near = [city(100, 100, 2_000_000), city(130, 105, 1_000_000)];
    expect(placeLabels(near, 10)).toEqual([0]);
    const apart = [city(100, 100, 2_000_000), city(100, 140, 1_000_000)];
    expect(placeLabels(apart, 10)).toEqual([0, 1]);
  });

  it('names more cities as the map zooms in and spreads them apart', () => {
    // The same four cities at zoom 6 and at zoom 8, where every distance is four times longer.
    const spots: [number, number, number][] = [
      [0, 0, 3_000_000],
      [40, 10, 2_000_000],
      [10, 25, 900_000],
      [70, 30, 800_000],
    ];
    const at = (zoom: number, scale: number) =>
      placeLabels(
        spots.map(([x, y, population]) => city(x * scale, y * scale, population)),
        zoom,
      );
    expect(at(6, 1)).toEqual([0, 3]);
    expect(at(8, 4)).toEqual([0, 1, 2, 3]);
  });

  it('leaves out small towns when zoomed out, even with room to spare, but never a capital', () => {
    const spread = [
      city(0, 0, 4_000_000),
      city(500, 0, 60_000, true),
      city(1000, 0, 60_000),
      city(0, 500, 3_000),
    ];
    expect(placeLabels(spread, 5)).toEqual([0, 1]);
    expect(placeLabels(spread, 8)).toEqual([0, 1, 2]);
    expect(placeLabels(spread, 12)).toEqual([0, 1, 2, 3]);
  });

  it('asks for fewer people the closer the zoom', () => {
    const thresholds = [4, 5, 6, 7, 8, 9, 12].map(minPopulationAt);
    expect(thresholds).toEqual([...thresholds].sort((a, b) => b - a));
    expect(minPopulationAt(9)).toBe(0);
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { frameAround, pathThrough } from '../../src/components/map/trail-map-frame';

const SIZE = { width: 640, height: 320 };
const RIYADH: [number, number] = [46.7, 24.7];
const DAMMAM: [number, number] = [50.1, 26.4];

describe('the still map’s frame', () => {
  it('is none without a point to show', () => {
    expect(frameAround([], SIZE)).toBeNull();
  });

  it('holds every point inside the drawing, with room around them, north up and east right', () => {
    const frame = frameAround([RIYADH, [48.4, 25.6], DAMMAM], SIZE)!;
    const [riyadh, dammam] = [frame.project(RIYADH), frame.project(DAMMAM)];
    for (const [x, y] of [riyadh, dammam]) {
      expect(x).toBeGreaterThanOrEqual(SIZE.width * 0.12 - 0.01);
      expect(x).toBeLessThanOrEqual(SIZE.width * 0.88 + 0.01);
      expect(y).toBeGreaterThanOrEqual(SIZE.height * 0.12 - 0.01);
      expect(y).toBeLessThanOrEqual(SIZE.height * 0.88 + 0.01);
    }
    expect(dammam[0]).toBeGreaterThan(riyadh[0]);
    expect(dammam[1]).toBeLessThan(riyadh[1]);
    // The points reach the margins on one side: the frame is as close as they allow.
    const fill = Math.max(
      (dammam[0] - riyadh[0]) / (SIZE.width * 0.76),
      (riyadh[1] - dammam[1]) / (SIZE.height * 0.76),
    );
    expect(fill).toBeCloseTo(1, 5);
  });

  it('shows one point at the drawing’s centre, at a city’s scale', () => {
    const frame = frameAround([RIYADH], SIZE)!;
    expect(frame.project(RIYADH)).toEqual([SIZE.width / 2, SIZE.height / 2]);
    expect(frame.overlaps([46.6, 24.6, 46.8, 24.8])).toBe(true);
    expect(frame.overlaps([49, 26, 50, 27])).toBe(false);
  });

  it('draws only the lines that reach the frame', () => {
    const frame = frameAround([RIYADH, DAMMAM], SIZE)!;
    const near: [number, number][] = [RIYADH, DAMMAM, [48, 27]];
    const far: [number, number][] = [
      [10, 10],
      [11, 10],
      [11, 11],
    ];
    const path = pathThrough([near, far], frame, { closed: true });
    expect(path.match(/M/g)).toHaveLength(1);
    expect(path).toMatch(/^M[\d.]+ [\d.]+L[\d.]+ [\d.]+L[\d.-]+ [\d.-]+Z$/);
  });
});

/** A city label to place: where its point is at the zoom asked for, and how big its text is. */
export type LabelCandidate = {
  /** The city's point, in pixels of the map's layer at that zoom. */
  x: number;
  y: number;
  /** The label's box (dot and name) from the point: where its top-left corner is, and its size. */
  offsetX: number;
  offsetY: number;
  width: number;
  height: number;
  population: number;
  /** A capital is named at every zoom. */
  capital: boolean;
};

/**
 * Below these zooms a town of fewer people gets no label, even where there is room: zoomed out
 * over the empty desert, villages would read as cities.
 */
const MIN_POPULATION_BY_ZOOM: readonly [zoom: number, population: number][] = [
  [5, 500_000],
  [6, 150_000],
  [7, 50_000],
  [8, 15_000],
];

export function minPopulationAt(zoom: number): number {
  return MIN_POPULATION_BY_ZOOM.find(([below]) => zoom <= below)?.[1] ?? 0;
}

/** Room kept around a label, in pixels. */
const GAP_PX = 6;

type Box = { left: number; top: number; right: number; bottom: number };

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Which labels to draw, as indices into `candidates`: in the list's order (capitals, then the most
 * populous), each only where it overlaps none already placed. Zooming in spreads the cities
 * apart, so more of them fit.
 */
export function placeLabels(candidates: readonly LabelCandidate[], zoom: number): number[] {
  const minPopulation = minPopulationAt(zoom);
  const placed: Box[] = [];
  const chosen: number[] = [];
  candidates.forEach((label, index) => {
    if (!label.capital && label.population < minPopulation) return;
    const left = label.x + label.offsetX;
    const top = label.y + label.offsetY;
    const box = {
      left: left - GAP_PX,
      top: top - GAP_PX,
      right: left + label.width + GAP_PX,
      bottom: top + label.height + GAP_PX,
    };
    if (placed.some((other) => overlaps(box, other))) return;
    placed.push(box);
    chosen.push(index);
  });
  return chosen;
}

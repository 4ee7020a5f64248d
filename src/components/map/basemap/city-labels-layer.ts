import L from 'leaflet';
import { placeLabels, type LabelCandidate } from './label-placement';

/** A city to label; the layer gets them in the order to place them (capitals, then the largest). */
export type CityLabel = { name: string; population: number; capital: boolean; latLng: L.LatLng };

type LabelSize = Pick<LabelCandidate, 'offsetX' | 'offsetY' | 'width' | 'height'>;

/**
 * City names drawn on the basemap, as few as keep them apart: at each zoom the most populous are
 * placed first and a label that would touch one already placed is left out (label-placement.ts).
 * They are plain, non-interactive markers, so taps and clicks reach the map beneath.
 */
export class CityLabelsLayer extends L.Layer {
  private readonly names: HTMLElement[];
  private readonly markers: L.Marker[];
  private sizes: LabelSize[] | null = null;
  private readonly placedByZoom = new Map<number, number[]>();
  private readonly shown = new Set<number>();
  private labelMap: L.Map | null = null;

  constructor(
    private readonly cities: readonly CityLabel[],
    options: L.LayerOptions & { pane: string },
  ) {
    super(options);
    this.names = cities.map((city) => {
      const name = document.createElement('span');
      name.className = 'location-map__city-name';
      // Text, never markup: the names are data.
      name.textContent = city.name;
      return name;
    });
    this.markers = cities.map((city, index) =>
      L.marker(city.latLng, {
        icon: L.divIcon({
          className: 'location-map__city',
          html: this.names[index],
          // A point-sized anchor on the city; the name is laid out around it by CSS.
          iconSize: [0, 0],
          iconAnchor: [0, 0],
        }),
        interactive: false,
        keyboard: false,
        pane: options.pane,
      }),
    );
  }

  override onAdd(map: L.Map): this {
    this.labelMap = map;
    map.on('zoomend resize', this.update, this);
    this.update();
    return this;
  }

  override onRemove(map: L.Map): this {
    map.off('zoomend resize', this.update, this);
    for (const index of this.shown) this.markers[index]?.remove();
    this.shown.clear();
    this.labelMap = null;
    return this;
  }

  private update(): void {
    const map = this.labelMap;
    // Text has no size in a map that is not laid out yet (a dialog still opening).
    if (!map || map.getSize().x === 0) return;
    this.sizes ??= this.measure(map);
    const zoom = map.getZoom();
    let placed = this.placedByZoom.get(zoom);
    if (!placed) {
      placed = placeLabels(this.candidates(map, zoom, this.sizes), zoom);
      this.placedByZoom.set(zoom, placed);
    }
    const wanted = new Set(placed);
    for (const index of this.shown) {
      if (!wanted.has(index)) this.markers[index]?.remove();
    }
    for (const index of wanted) {
      if (!this.shown.has(index)) this.markers[index]?.addTo(map);
    }
    this.shown.clear();
    for (const index of wanted) this.shown.add(index);
  }

  private candidates(map: L.Map, zoom: number, sizes: LabelSize[]): LabelCandidate[] {
    return this.cities.map((city, index) => {
      const point = map.project(city.latLng, zoom);
      const size = sizes[index] ?? { offsetX: 0, offsetY: 0, width: 0, height: 0 };
      return {
        x: point.x,
        y: point.y,
        population: city.population,
        capital: city.capital,
        ...size,
      };
    });
  }

  /** Every label's box around its point, laid out once, together, out of sight. */
  private measure(map: L.Map): LabelSize[] {
    const pane = map.getPane(this.options.pane ?? '') ?? map.getPanes().markerPane;
    const stage = document.createElement('div');
    stage.className = 'location-map__city-stage';
    const anchors = this.names.map((name) => {
      const anchor = document.createElement('div');
      anchor.className = 'leaflet-marker-icon location-map__city';
      anchor.append(name);
      stage.append(anchor);
      return anchor;
    });
    pane.append(stage);
    const sizes = anchors.map((anchor, index) => {
      const box = this.names[index]!.getBoundingClientRect();
      const origin = anchor.getBoundingClientRect();
      return {
        offsetX: box.left - origin.left,
        offsetY: box.top - origin.top,
        width: box.width,
        height: box.height,
      };
    });
    stage.remove();
    return sizes;
  }
}

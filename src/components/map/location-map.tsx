import { useEffect, useEffectEvent, useRef, useState } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useTranslation } from 'react-i18next';
import type { LngLat } from '../../lib/gazetteer';
import { useClientConfig } from '../../lib/client-config';
import { useReferenceLabels } from '../../lib/reference-names/use-reference-labels';
import { basemapLayer, basemapBounds, createBasemapPanes } from './basemap/basemap-layer';
import { loadBasemap } from './basemap/basemap-source';
import { locationMarkerIcon } from './location-marker-icon';
import type { MapView } from './map-defaults';
import './location-map.css';

export type LocationMapProps = {
  /** Names the map for assistive technology. */
  label: string;
  view: MapView;
  /** The pin, [lng, lat]; null shows no pin. */
  marker: LngLat | null;
  /** Makes the pin draggable (and a tap on the map moves it); without it the map only shows. */
  onMarkerChange?: (position: LngLat) => void;
  /** Read aloud for the pin. */
  markerLabel?: string;
};

type MapFailure = 'containerMissing' | 'initFailed';
type BasemapState = 'loading' | 'ready' | 'failed';

/** The least zoom with no basemap yet; once it is drawn, the map stays over it (see below). */
const MIN_ZOOM = 3;

const NUDGE_PX = 12;
const NUDGES: Record<string, [number, number]> = {
  ArrowUp: [0, -NUDGE_PX],
  ArrowDown: [0, NUDGE_PX],
  ArrowLeft: [-NUDGE_PX, 0],
  ArrowRight: [NUDGE_PX, 0],
};

const toLatLng = ([lng, lat]: LngLat) => L.latLng(lat, lng);
const toLngLat = (latLng: L.LatLng): LngLat => [latLng.lng, latLng.lat];

function createMap(container: HTMLElement, { center, zoom }: MapView): L.Map {
  const map = L.map(container, {
    center: toLatLng(center),
    zoom,
    maxZoom: 19,
    minZoom: MIN_ZOOM,
    // Panning stops firmly at the basemap's edge once it is set (setMaxBounds below).
    maxBoundsViscosity: 1,
  });
  try {
    createBasemapPanes(map);
  } catch (error) {
    // A half-built map would refuse the retry ('Map container is already initialized').
    map.remove();
    throw error;
  }
  return map;
}

/**
 * Leaflet used directly. The bundled basemap (land, coast, borders, city names) always draws;
 * tiles from the server's configuration, when there are any, cover it where they load.
 */
export function LocationMap({
  label,
  view,
  marker,
  onMarkerChange,
  markerLabel,
}: LocationMapProps) {
  const { t } = useTranslation('map');
  const { city: cityName } = useReferenceLabels();
  const config = useClientConfig();
  const tileUrl = config.data?.tileUrl ?? null;
  const tileAttribution = config.data?.tileAttribution ?? undefined;
  const containerRef = useRef<HTMLDivElement>(null);
  const markerRef = useRef<L.Marker | null>(null);
  const [map, setMap] = useState<L.Map | null>(null);
  const [failure, setFailure] = useState<MapFailure | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [tilesFailed, setTilesFailed] = useState(false);
  const [basemapState, setBasemapState] = useState<BasemapState>('loading');
  const editable = Boolean(onMarkerChange);
  const hasMarker = marker !== null;

  const initialView = useEffectEvent(() => view);
  const currentMarker = useEffectEvent(() => marker);
  const moveMarker = useEffectEvent((position: LngLat) => onMarkerChange?.(position));

  useEffect(() => {
    const container = containerRef.current;
    if (!container) {
      setFailure('containerMissing');
      return;
    }
    let created: L.Map;
    try {
      created = createMap(container, initialView());
    } catch {
      setFailure('initFailed');
      return;
    }
    setFailure(null);
    setMap(created);
    // The dialog opens and phones rotate: Leaflet must re-measure or tiles leave gaps.
    const resize =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => created.invalidateSize());
    resize?.observe(container);
    return () => {
      resize?.disconnect();
      markerRef.current = null;
      created.remove();
      setMap(null);
    };
  }, [attempt]);

  useEffect(() => {
    if (!map) return;
    let cancelled = false;
    let layer: L.Layer | null = null;
    let bounds: L.LatLngBounds | null = null;
    // Never further out than the basemap's box fills the view: beyond it there is no land.
    const keepInside = () => {
      const size = map.getSize();
      if (!bounds || size.x === 0 || size.y === 0) return;
      map.setMinZoom(Math.max(MIN_ZOOM, map.getBoundsZoom(bounds, true)));
    };
    setBasemapState('loading');
    loadBasemap()
      .then((basemap) => {
        if (cancelled) return;
        layer = basemapLayer(basemap, t('basemapAttribution'), cityName);
        layer.addTo(map);
        bounds = basemapBounds(basemap);
        map.setMaxBounds(bounds);
        keepInside();
        map.on('resize', keepInside);
        setBasemapState('ready');
      })
      .catch(() => {
        if (!cancelled) setBasemapState('failed');
      });
    return () => {
      cancelled = true;
      map.off('resize', keepInside);
      layer?.remove();
    };
  }, [map, t, cityName]);

  useEffect(() => {
    if (!map || !tileUrl) return;
    setTilesFailed(false);
    // CORS tiles, so the service worker can tell a real tile (200) from an error and cache it.
    const tiles = L.tileLayer(tileUrl, {
      attribution: tileAttribution,
      maxZoom: 19,
      zIndex: 1,
      crossOrigin: true,
    });
    tiles.on('tileerror', () => setTilesFailed(true));
    tiles.on('tileload', () => setTilesFailed(false));
    tiles.addTo(map);
    return () => {
      tiles.remove();
    };
  }, [map, tileUrl, tileAttribution]);

  useEffect(() => {
    map?.setView(toLatLng(view.center), view.zoom);
  }, [map, view]);

  useEffect(() => {
    const position = currentMarker();
    if (!map || !position) return;
    const pin = L.marker(toLatLng(position), {
      icon: locationMarkerIcon,
      draggable: editable,
      keyboard: true,
      title: markerLabel,
      autoPan: true,
    });
    pin.on('dragend', () => moveMarker(toLngLat(pin.getLatLng())));
    pin.addTo(map);
    const element = pin.getElement();
    if (markerLabel) element?.setAttribute('aria-label', markerLabel);
    // Dragging needs a pointer; arrow keys move a focused pin too.
    const nudge = (event: KeyboardEvent) => {
      const offset = editable ? NUDGES[event.key] : undefined;
      if (!offset) return;
      event.preventDefault();
      event.stopPropagation();
      const point = map.latLngToContainerPoint(pin.getLatLng()).add(L.point(offset));
      const next = map.containerPointToLatLng(point);
      pin.setLatLng(next);
      moveMarker(toLngLat(next));
    };
    element?.addEventListener('keydown', nudge);
    markerRef.current = pin;
    return () => {
      element?.removeEventListener('keydown', nudge);
      pin.remove();
      markerRef.current = null;
    };
  }, [map, hasMarker, editable, markerLabel]);

  const [markerLng, markerLat] = marker ?? [];
  useEffect(() => {
    const pin = markerRef.current;
    if (!pin || markerLng === undefined || markerLat === undefined) return;
    const current = pin.getLatLng();
    if (current.lng !== markerLng || current.lat !== markerLat) {
      pin.setLatLng(L.latLng(markerLat, markerLng));
    }
  }, [markerLng, markerLat]);

  useEffect(() => {
    if (!map || !editable || !hasMarker) return;
    const place = (event: L.LeafletMouseEvent) => moveMarker(toLngLat(event.latlng));
    map.on('click', place);
    return () => {
      map.off('click', place);
    };
  }, [map, editable, hasMarker]);

  const tilesShow = Boolean(tileUrl) && !tilesFailed;
  const notice = noticeKey({
    settled: !config.isPending && !failure,
    tilesShow,
    tilesConfigured: Boolean(tileUrl),
    basemapState,
    editable,
  });

  return (
    <div className="location-map">
      <div
        ref={containerRef}
        className="location-map__canvas"
        role="region"
        aria-roledescription={t('roleDescription')}
        aria-label={label}
      />
      {notice && <p className="location-map__notice">{t(notice)}</p>}
      {failure && (
        <div className="location-map__failure" role="alert">
          <p>{t(`errors.${failure}`)}</p>
          <button
            type="button"
            className="location-map__retry"
            onClick={() => setAttempt((value) => value + 1)}
          >
            {t('retry')}
          </button>
        </div>
      )}
    </div>
  );
}

type NoticeFacts = {
  settled: boolean;
  tilesShow: boolean;
  tilesConfigured: boolean;
  basemapState: BasemapState;
  editable: boolean;
};

/** What to say under the map about its background, if anything. */
function noticeKey({ settled, tilesShow, tilesConfigured, basemapState, editable }: NoticeFacts) {
  if (!settled || tilesShow || basemapState === 'loading') return null;
  if (basemapState === 'ready') return tilesConfigured ? 'streetMapUnavailable' : null;
  return editable ? 'tilesUnavailableEditable' : 'tilesUnavailable';
}

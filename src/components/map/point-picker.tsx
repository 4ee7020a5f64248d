import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nearestPlace, type LngLat, type Place } from '../../lib/gazetteer';
import { useReferenceLabels } from '../../lib/reference-names/use-reference-labels';
import { LazyLocationMap } from './lazy-location-map';
import { DEFAULT_MAP_ZOOM, SEARCH_PICK_ZOOM, type MapView } from './map-defaults';
import { PlaceSearch } from './place-search';
import './point-picker.css';

type PointPickerProps = {
  /** The stop's country: its places come first in the search. */
  country: string;
  /** Where the map opens. */
  start: LngLat;
  /** The pin; null shows none (the map still moves with a search). */
  marker: LngLat | null;
  onMarkerChange: (point: LngLat) => void;
  /** A place was picked in the search (the pin has moved to it). */
  onPlacePick?: (place: Place) => void;
  /** Said under the map while there is no pin. */
  noMarkerHint?: string;
};

/**
 * A stop's exact point: search a place, then drag the pin or tap the map; the nearest known place
 * is named under it. Post a Load and the location dialog both set a stop's point with it.
 */
export function PointPicker({
  country,
  start,
  marker,
  onMarkerChange,
  onPlacePick,
  noMarkerHint,
}: PointPickerProps) {
  const { t } = useTranslation('map');
  const labels = useReferenceLabels();
  const [view, setView] = useState<MapView>({ center: start, zoom: DEFAULT_MAP_ZOOM });
  const near = marker && nearestPlace(marker);

  const pick = (place: Place) => {
    onMarkerChange(place.coordinates);
    setView({ center: place.coordinates, zoom: SEARCH_PICK_ZOOM });
    onPlacePick?.(place);
  };

  return (
    <div className="point-picker">
      <PlaceSearch preferCountry={country} onPick={pick} />
      <div className="point-picker__map">
        <LazyLocationMap
          label={t('picker.mapLabel')}
          markerLabel={t('picker.markerLabel')}
          view={view}
          marker={marker}
          onMarkerChange={onMarkerChange}
        />
        <p className="point-picker__near" aria-live="polite">
          {marker
            ? near &&
              t('near', { place: labels.city(near.name), country: labels.country(near.country) })
            : noMarkerHint}
        </p>
      </div>
    </div>
  );
}

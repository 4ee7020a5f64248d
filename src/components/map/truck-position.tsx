import { useState } from 'react';
import { IonIcon } from '@ionic/react';
import { mapOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import type { TruckLocation } from '../../contract/trips';
import { nearestPlace } from '../../lib/gazetteer';
import { useReferenceLabels } from '../../lib/reference-names/use-reference-labels';
import { isPositionStale, isTrackingPaused, positionAge } from './position-age';
import { TruckLocationDialog } from './truck-location-dialog';
import './truck-position.css';

type TruckPositionProps = {
  location: TruckLocation | null;
  /** The trip is under way, so reports are expected: silence is worth saying out loud. */
  tracking: boolean;
};

/**
 * The truck's last reported position as the shipper and the provider see it: the nearest place,
 * its age (dimmed after an hour), its accuracy, 'Tracking paused' when reports stopped, and a map.
 */
export function TruckPosition({ location, tracking }: TruckPositionProps) {
  const { t } = useTranslation('map');
  const labels = useReferenceLabels();
  const [open, setOpen] = useState(false);
  if (!location) return <p className="truck-position__none">{t('truck.noPosition')}</p>;
  const near = nearestPlace(location.coordinates);
  const stale = isPositionStale(location.updatedAt);
  const paused = tracking && isTrackingPaused(location.updatedAt);
  const accuracy =
    location.accuracy === null
      ? null
      : t('truck.accuracy', { metres: Math.round(location.accuracy) });
  const lastUpdated = t('truck.lastUpdated', { age: positionAge(t, location.updatedAt) });
  return (
    <div className="truck-position" data-stale={stale || undefined}>
      <div className="truck-position__text">
        <span className="truck-position__label">{t('truck.position')}</span>
        {near && (
          <span className="truck-position__near">
            {t('near', { place: labels.city(near.name), country: labels.country(near.country) })}
          </span>
        )}
        <span className="truck-position__age">
          {lastUpdated}
          {accuracy && ` · ${accuracy}`}
          {stale && <span className="visually-hidden"> · {t('truck.stale')}</span>}
        </span>
        {paused && (
          <span className="truck-position__paused" role="status">
            {t('truck.paused')}
          </span>
        )}
      </div>
      <button type="button" className="truck-position__map-button" onClick={() => setOpen(true)}>
        <IonIcon icon={mapOutline} aria-hidden="true" />
        {t('truck.viewOnMap')}
      </button>
      {open && (
        <TruckLocationDialog
          position={location.coordinates}
          lastUpdated={lastUpdated}
          accuracy={accuracy}
          paused={paused}
          stale={stale}
          onClose={() => setOpen(false)}
        />
      )}
    </div>
  );
}

import { useState } from 'react';
import { IonIcon } from '@ionic/react';
import { callOutline, mapOutline, personCircleOutline, shieldCheckmark } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import type { Load } from '../../../contract/loads';
import {
  isPositionStale,
  isTrackingPaused,
  positionAge,
} from '../../../components/map/position-age';
import { nearestPlace } from '../../../lib/gazetteer';
import { TruckLocationDialog } from './truck-location-dialog';

type DriverDetails = NonNullable<Load['driverDetails']>;

type DriverCardProps = {
  driver: DriverDetails | null;
  /** The trip is under way, so reports are expected: silence is worth saying out loud. */
  tracking: boolean;
};

/** The assigned driver, their record and the truck's last reported position. */
export function DriverCard({ driver, tracking }: DriverCardProps) {
  const { t } = useTranslation('load-details');
  return (
    <section className="load-details__card" aria-labelledby="load-details-driver">
      <h3 id="load-details-driver" className="load-details__card-title">
        {t('driver.title')}
      </h3>
      {driver ? (
        <DriverInfo driver={driver} tracking={tracking} />
      ) : (
        <p className="load-details__muted">{t('driver.notAssigned')}</p>
      )}
    </section>
  );
}

function DriverInfo({ driver, tracking }: { driver: DriverDetails; tracking: boolean }) {
  const { t } = useTranslation('load-details');
  const phone = driver.phone ? `${driver.countryCode ?? ''}${driver.phone}` : null;
  return (
    <div className="driver-card">
      <div className="driver-card__identity">
        <IonIcon icon={personCircleOutline} className="driver-card__avatar" aria-hidden="true" />
        <span className="driver-card__name">{driver.name}</span>
        {driver.isVerified && (
          <span className="driver-card__verified">
            <IonIcon icon={shieldCheckmark} aria-hidden="true" />
            {t('driver.verified')}
          </span>
        )}
      </div>
      {phone && (
        <a className="driver-card__phone" href={`tel:${phone}`} dir="ltr">
          <IonIcon icon={callOutline} aria-hidden="true" />
          <span className="visually-hidden">{t('driver.phone')}</span>
          {phone}
        </a>
      )}
      <dl className="driver-card__stats">
        <div>
          <dt>{t('driver.rating')}</dt>
          <dd>{t('driver.ratingValue', { value: driver.stats.rating.toFixed(1) })}</dd>
        </div>
        <div>
          <dt>{t('driver.completionRate')}</dt>
          <dd>{t('driver.completionValue', { value: Math.round(driver.stats.completionRate) })}</dd>
        </div>
        <div>
          <dt>{t('driver.totalTrips')}</dt>
          <dd>{driver.stats.totalTrips}</dd>
        </div>
      </dl>
      <TruckPosition location={driver.location} tracking={tracking} />
    </div>
  );
}

function TruckPosition({
  location,
  tracking,
}: {
  location: DriverDetails['location'];
  tracking: boolean;
}) {
  const { t } = useTranslation('load-details');
  const [open, setOpen] = useState(false);
  if (!location) return <p className="load-details__muted">{t('driver.noPosition')}</p>;
  const near = nearestPlace(location.coordinates);
  const stale = isPositionStale(location.updatedAt);
  const paused = tracking && isTrackingPaused(location.updatedAt);
  const accuracy =
    location.accuracy === null
      ? null
      : t('driver.accuracy', { metres: Math.round(location.accuracy) });
  const lastUpdated = t('driver.lastUpdated', { age: positionAge(t, location.updatedAt) });
  return (
    <div className="truck-position" data-stale={stale || undefined}>
      <div className="truck-position__text">
        <span className="truck-position__label">{t('driver.position')}</span>
        {near && (
          <span className="truck-position__near">
            {t('map:near', { place: near.name, country: near.country })}
          </span>
        )}
        <span className="truck-position__age">
          {lastUpdated}
          {accuracy && ` · ${accuracy}`}
          {stale && <span className="visually-hidden"> · {t('driver.stale')}</span>}
        </span>
        {paused && (
          <span className="truck-position__paused" role="status">
            {t('driver.paused')}
          </span>
        )}
      </div>
      <button
        type="button"
        className="load-details-button load-details-button--small"
        onClick={() => setOpen(true)}
      >
        <IonIcon icon={mapOutline} aria-hidden="true" />
        {t('driver.viewOnMap')}
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

import { IonIcon } from '@ionic/react';
import { callOutline, personCircleOutline, shieldCheckmark } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { DriverStats } from '../../../components/driver-stats/driver-stats';
import type { Load } from '../../../contract/loads';
import { TruckPosition } from '../../../components/map/truck-position';
import { LtrText } from '../../../components/ui/ltr-text/ltr-text';

type DriverDetails = NonNullable<Load['driverDetails']>;

type DriverCardProps = {
  driver: DriverDetails | null;
  /** The trip is under way, so reports are expected: silence is worth saying out loud. */
  tracking: boolean;
};

/**
 * The assigned driver: 'Verified' once their provider checked the licence, their record from real
 * trips, and the truck's last reported position.
 */
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
        <a className="driver-card__phone" href={`tel:${phone}`}>
          <IonIcon icon={callOutline} aria-hidden="true" />
          <span className="visually-hidden">{t('driver.phone')}</span>
          <LtrText>{phone}</LtrText>
        </a>
      )}
      <DriverStats stats={driver.stats} />
      <TruckPosition location={driver.location} tracking={tracking} />
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import type { LinkTripView } from '../../../contract/driver-links';
import { useReferenceLabels } from '../../../lib/reference-names/use-reference-labels';
import { Fact } from './fact';

/** The driver the link was made for and the truck on the trip. */
export function TransportCard({ trip }: { trip: LinkTripView }) {
  const { t } = useTranslation('driver-page');
  const labels = useReferenceLabels();
  const { driverDetails, truckDetails } = trip;
  return (
    <section className="driver-page__card" aria-labelledby="driver-transport-title">
      <h2 id="driver-transport-title" className="driver-page__card-title">
        {t('transport.driver')}
      </h2>
      <dl className="driver-page__facts">
        <Fact label={t('transport.name')}>{driverDetails.name}</Fact>
        <Fact label={t('transport.phone')} wide>
          <bdi>{driverDetails.phone}</bdi>
        </Fact>
        <Fact label={t('transport.licenseNo')}>{driverDetails.licenseNo}</Fact>
      </dl>
      <h3 className="driver-page__card-subtitle">{t('transport.vehicle')}</h3>
      {truckDetails ? (
        <dl className="driver-page__facts">
          <Fact label={t('transport.model')}>{truckDetails.model}</Fact>
          <Fact label={t('transport.type')}>{labels.truckType(truckDetails.type)}</Fact>
          <Fact label={t('transport.plate')}>
            <bdi>{truckDetails.licensePlate}</bdi>
          </Fact>
        </dl>
      ) : (
        <p className="driver-page__muted">{t('transport.noTruck')}</p>
      )}
    </section>
  );
}

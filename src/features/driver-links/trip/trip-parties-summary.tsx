import { IonIcon } from '@ionic/react';
import { personOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { truckOutline } from '../../../app/shell/truck-icon';
import type { TripDetails } from '../../../contract/trips';
import { LtrText } from '../../../components/ui/ltr-text/ltr-text';

/** Who the link is for and with which truck, so the provider sends it to the right phone. */
export function TripPartiesSummary({ trip }: { trip: TripDetails }) {
  const { t } = useTranslation('driver-links');
  const driver = trip.driverDetails;
  const truck = trip.truckDetails;
  return (
    <div className="link-parties">
      <section className="link-parties__party" aria-labelledby="create-link-driver">
        <h3 id="create-link-driver" className="link-parties__title">
          <IonIcon icon={personOutline} aria-hidden="true" />
          {t('create.driver')}
        </h3>
        {driver ? (
          <dl className="link-facts link-facts--compact">
            <div className="link-facts__row">
              <dt>{t('create.name')}</dt>
              <dd className="link-facts__strong">{driver.name}</dd>
            </div>
            <div className="link-facts__row">
              <dt>{t('create.phone')}</dt>
              <dd>
                <LtrText>{`${driver.countryCode} ${driver.phone}`}</LtrText>
              </dd>
            </div>
          </dl>
        ) : (
          <p className="links-field-error">{t('section.noDriver')}</p>
        )}
      </section>
      <section className="link-parties__party" aria-labelledby="create-link-truck">
        <h3 id="create-link-truck" className="link-parties__title">
          <IonIcon icon={truckOutline} aria-hidden="true" />
          {t('create.truck')}
        </h3>
        {truck ? (
          <dl className="link-facts link-facts--compact">
            <div className="link-facts__row">
              <dt>{t('create.model')}</dt>
              <dd className="link-facts__strong">{truck.model}</dd>
            </div>
            <div className="link-facts__row">
              <dt>{t('create.plate')}</dt>
              <dd>
                <LtrText>{truck.licensePlate}</LtrText>
              </dd>
            </div>
          </dl>
        ) : (
          <p className="links-field-error">{t('section.noTruck')}</p>
        )}
      </section>
    </div>
  );
}

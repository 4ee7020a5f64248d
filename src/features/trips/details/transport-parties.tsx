import { useTranslation } from 'react-i18next';
import type { TripDetails } from '../../../contract/trips';
import { useReferenceLabels } from '../../../lib/reference-names/use-reference-labels';
import { LtrText } from '../../../components/ui/ltr-text/ltr-text';

type Driver = NonNullable<TripDetails['driverDetails']>;
type Truck = NonNullable<TripDetails['truckDetails']>;

/** The assigned driver: name, phone to call, license. */
export function AssignedDriver({ driver }: { driver: Driver | null }) {
  const { t } = useTranslation('trips');
  if (!driver) return <p className="trip-details__muted">{t('transport.noDriver')}</p>;
  const phone = `${driver.countryCode} ${driver.phone}`;
  return (
    <dl className="trip-facts trip-facts--compact">
      <div className="trip-facts__row">
        <dt>{t('transport.name')}</dt>
        <dd>{driver.name}</dd>
      </div>
      <div className="trip-facts__row">
        <dt>{t('transport.phone')}</dt>
        <dd>
          <a className="trips-phone-link" href={`tel:${phone.replace(/\s/g, '')}`}>
            <LtrText>{phone}</LtrText>
          </a>
        </dd>
      </div>
      <div className="trip-facts__row">
        <dt>{t('transport.licenseNo')}</dt>
        <dd>
          <LtrText>{driver.licenseNo}</LtrText>
        </dd>
      </div>
    </dl>
  );
}

/** The assigned truck: model, plate, type with its body. */
export function AssignedTruck({ truck }: { truck: Truck | null }) {
  const { t } = useTranslation('trips');
  const labels = useReferenceLabels();
  if (!truck) return <p className="trip-details__muted">{t('transport.noTruck')}</p>;
  const body = truck.truckOption
    ? t(`load.bodyOptions.${truck.truckOption}`, { defaultValue: truck.truckOption })
    : null;
  const type = labels.truckType(truck.type);
  return (
    <dl className="trip-facts trip-facts--compact">
      <div className="trip-facts__row">
        <dt>{t('transport.model')}</dt>
        <dd>{truck.model}</dd>
      </div>
      <div className="trip-facts__row">
        <dt>{t('transport.plate')}</dt>
        <dd>
          <LtrText>{truck.licensePlate}</LtrText>
        </dd>
      </div>
      <div className="trip-facts__row">
        <dt>{t('transport.type')}</dt>
        <dd>{body ? t('load.truckValue', { type, option: body }) : type}</dd>
      </div>
    </dl>
  );
}

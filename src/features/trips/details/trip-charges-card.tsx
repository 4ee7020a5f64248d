import { useTranslation } from 'react-i18next';
import { TripPriceLines } from '../../../components/trip-price/trip-price-lines';
import type { TripDetails } from '../../../contract/trips';
import { DriverChargeItem } from '../../driver-links/charges/driver-charge-item';

type TripChargesCardProps = {
  trip: TripDetails;
  /** The provider approves or rejects the driver's pending charges here. */
  canDecide: boolean;
};

/**
 * The driver's charges, each decidable, then what the trip costs in the load's own currency
 * (docs/architecture.md §6.4): base price plus approved charges, the total the shipper and the driver see too.
 */
export function TripChargesCard({ trip, canDecide }: TripChargesCardProps) {
  const { t } = useTranslation('trips');
  // The provider's own waiting charges apart from what the driver asked for.
  const driverCharges = trip.charges.driverCharges.filter((charge) => !charge.waitingStop);
  const waitingCharges = trip.charges.driverCharges.filter((charge) => charge.waitingStop);
  return (
    <section className="trip-details__card" aria-labelledby="trip-details-charges">
      <h3 id="trip-details-charges" className="trip-details__card-title" tabIndex={-1}>
        {t('charges.title')}
      </h3>
      <h4 className="trip-charges__subtitle">{t('charges.driverCharges')}</h4>
      {driverCharges.length === 0 ? (
        <p className="trip-details__muted">{t('charges.empty')}</p>
      ) : (
        <ul className="charge-list">
          {driverCharges.map((charge) => (
            <DriverChargeItem
              key={charge._id}
              charge={charge}
              currency={trip.currency}
              canDecide={canDecide}
            />
          ))}
        </ul>
      )}
      {waitingCharges.length > 0 && (
        <>
          <h4 className="trip-charges__subtitle">{t('charges.waitingCharges')}</h4>
          <ul className="charge-list">
            {waitingCharges.map((charge) => (
              <DriverChargeItem
                key={charge._id}
                charge={charge}
                currency={trip.currency}
                canDecide={false}
              />
            ))}
          </ul>
        </>
      )}
      <TripPriceLines price={trip.price} currency={trip.currency} />
    </section>
  );
}

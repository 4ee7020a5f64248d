import { useTranslation } from 'react-i18next';
import { TripPriceLines } from '../../../components/trip-price/trip-price-lines';
import type { TripDetails } from '../../../contract/trips';
import { DriverChargeItem } from '../../driver-links/charges/driver-charge-item';

type TripChargesCardProps = {
  trip: TripDetails;
  /** The provider approves or rejects the driver's pending charges here. */
  canDecide: boolean;
};

type Charge = TripDetails['charges']['driverCharges'][number];

/**
 * The driver's charges, each decidable, and the provider's own waiting charges (issue 21 §3),
 * then what the trip costs in the load's own currency (docs/architecture.md §6.4): base price
 * plus approved charges, the total the shipper and the driver see too.
 */
export function TripChargesCard({ trip, canDecide }: TripChargesCardProps) {
  const { t } = useTranslation('trips');
  const driverCharges = trip.charges.driverCharges.filter((charge) => !charge.waitingStop);
  const waitingCharges = trip.charges.driverCharges.filter((charge) => charge.waitingStop);
  const list = (charges: Charge[], decidable: boolean) => (
    <ul className="charge-list">
      {charges.map((charge) => (
        <DriverChargeItem
          key={charge._id}
          charge={charge}
          currency={trip.currency}
          canDecide={decidable}
        />
      ))}
    </ul>
  );
  return (
    <section className="trip-details__card" aria-labelledby="trip-details-charges">
      <h3 id="trip-details-charges" className="trip-details__card-title" tabIndex={-1}>
        {t('charges.title')}
      </h3>
      {/* With only the provider's waiting charges, 'No extra charges' would contradict them. */}
      {(driverCharges.length > 0 || waitingCharges.length === 0) && (
        <>
          <h4 className="trip-charges__subtitle">{t('charges.driverCharges')}</h4>
          {driverCharges.length === 0 ? (
            <p className="trip-details__muted">{t('charges.empty')}</p>
          ) : (
            list(driverCharges, canDecide)
          )}
        </>
      )}
      {waitingCharges.length > 0 && (
        <>
          <h4 className="trip-charges__subtitle">{t('charges.waitingCharges')}</h4>
          {/* Approved as they are added: nothing to decide. */}
          {list(waitingCharges, false)}
        </>
      )}
      <TripPriceLines price={trip.price} currency={trip.currency} />
    </section>
  );
}

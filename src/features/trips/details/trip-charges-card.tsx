import { useTranslation } from 'react-i18next';
import type { TripDetails } from '../../../contract/trips';
import { formatMoney } from '../../../lib/format';
import { approvedTotal } from '../../driver-links/charges/approved-total';
import { DriverChargeItem } from '../../driver-links/charges/driver-charge-item';

type TripChargesCardProps = {
  trip: TripDetails;
  /** The provider approves or rejects the driver's pending charges here. */
  canDecide: boolean;
};

/**
 * The base price and the driver's charges in the load's own currency with its decimals
 * (DESIGN §6.4). The total counts approved amounts only: a charge waiting for approval is not owed yet.
 */
export function TripChargesCard({ trip, canDecide }: TripChargesCardProps) {
  const { t } = useTranslation('trips');
  const { basePrice, driverCharges } = trip.charges;
  const money = (amount: number) => formatMoney(amount, trip.currency);
  const total = basePrice + approvedTotal(driverCharges);
  return (
    <section className="trip-details__card" aria-labelledby="trip-details-charges">
      <h3 id="trip-details-charges" className="trip-details__card-title">
        {t('charges.title')}
      </h3>
      <dl className="trip-charges">
        <div className="trip-charges__row trip-charges__row--base">
          <dt>{t('charges.basePrice')}</dt>
          <dd>{money(basePrice)}</dd>
        </div>
      </dl>
      <h4 className="trip-charges__subtitle">{t('charges.driverCharges')}</h4>
      {driverCharges.length === 0 ? (
        <p className="trip-details__muted">{t('charges.empty')}</p>
      ) : (
        <>
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
          <dl className="trip-charges">
            <div className="trip-charges__row trip-charges__row--total">
              <dt>{t('charges.total')}</dt>
              <dd>{money(total)}</dd>
            </div>
          </dl>
        </>
      )}
    </section>
  );
}

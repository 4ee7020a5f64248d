import { useTranslation } from 'react-i18next';
import type { TripDetails } from '../../../contract/trips';
import { formatDate, formatMoney } from '../../../lib/format';

type DriverCharge = TripDetails['charges']['driverCharges'][number];

/**
 * The base price and the driver's charges in the load's own currency with its decimals
 * (DESIGN §6.4). The total counts approved amounts only: a charge waiting for approval is not owed yet.
 */
export function TripChargesCard({ trip }: { trip: TripDetails }) {
  const { t } = useTranslation('trips');
  const { basePrice, driverCharges } = trip.charges;
  const money = (amount: number) => formatMoney(amount, trip.currency);
  const total = driverCharges.reduce((sum, charge) => sum + charge.approvedAmount, basePrice);
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
          <ul className="trip-charges__list">
            {driverCharges.map((charge) => (
              <DriverChargeItem key={charge._id} charge={charge} money={money} />
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

type DriverChargeItemProps = { charge: DriverCharge; money: (amount: number) => string };

/** SPEC §4: a charge with nothing approved yet is dimmed as 'Waiting for approval'. */
function DriverChargeItem({ charge, money }: DriverChargeItemProps) {
  const { t } = useTranslation('trips');
  const waiting = charge.approvedAmount === 0;
  return (
    <li className="trip-charges__item" data-waiting={waiting || undefined}>
      <span className="trip-charges__reason">
        {charge.reason}
        <span className="trip-charges__meta">
          {formatDate(charge.createdAt)}
          {waiting && ` · ${t('charges.waiting')}`}
          {!waiting &&
            charge.approvedAmount !== charge.amount &&
            ` · ${t('charges.approved', { amount: money(charge.approvedAmount) })}`}
        </span>
        {charge.images.length > 0 && (
          <span className="trip-charges__images">
            {charge.images.map((image, index) => (
              <a key={image.url} href={image.url} target="_blank" rel="noopener noreferrer">
                {t('charges.photo', { number: index + 1 })}
              </a>
            ))}
          </span>
        )}
      </span>
      <span className="trip-charges__amount">{money(charge.amount)}</span>
    </li>
  );
}

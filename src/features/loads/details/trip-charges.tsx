import { useTranslation } from 'react-i18next';
import { TripPriceLines } from '../../../components/trip-price/trip-price-lines';
import type { Load } from '../../../contract/loads';
import { formatMoney } from '../../../lib/format';

type TripChargesProps = Pick<Load, 'charges' | 'currency' | 'price'>;

/**
 * The trip's approved charges in the load's own currency (docs/architecture.md §6.4), then what the trip costs:
 * base price plus those charges, the total the provider and the driver see too.
 */
export function TripCharges({ charges, currency, price }: TripChargesProps) {
  const { t } = useTranslation('load-details');
  return (
    <section className="load-details__card" aria-labelledby="load-details-charges">
      <h3 id="load-details-charges" className="load-details__card-title">
        {t('charges.title')}
      </h3>
      {charges.length === 0 ? (
        <p className="load-details__muted">{t('charges.empty')}</p>
      ) : (
        <dl className="trip-charges">
          {charges.map((charge, index) => (
            <div key={`${charge.title}-${index}`} className="trip-charges__row">
              <dt>
                <span className="trip-charges__title">{charge.title}</span>
                {charge.description && (
                  <span className="trip-charges__description">{charge.description}</span>
                )}
              </dt>
              <dd>{formatMoney(charge.amount, currency)}</dd>
            </div>
          ))}
        </dl>
      )}
      {price && <TripPriceLines price={price} currency={currency} />}
    </section>
  );
}

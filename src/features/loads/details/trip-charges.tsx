import { useTranslation } from 'react-i18next';
import type { Load } from '../../../contract/loads';
import { formatMoney } from '../../../lib/format';

/** The trip's charges in the load's own currency (DESIGN §6.4), with their total. */
export function TripCharges({ charges, currency }: Pick<Load, 'charges' | 'currency'>) {
  const { t } = useTranslation('load-details');
  const total = charges.reduce((sum, charge) => sum + charge.amount, 0);
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
          <div className="trip-charges__row trip-charges__row--total">
            <dt>{t('charges.total')}</dt>
            <dd>{formatMoney(total, currency)}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}

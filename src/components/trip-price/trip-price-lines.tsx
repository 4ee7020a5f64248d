import { useTranslation } from 'react-i18next';
import type { TripPrice } from '../../contract/trip-price';
import { formatMoney } from '../../lib/format';
import './trip-price-lines.css';

type TripPriceLinesProps = { price: TripPrice; currency: string };

/**
 * Base price, approved charges and the total: the same three lines, the same words and the same
 * number on the shipper's Load Details, the provider's Trip Details and the driver's page.
 */
export function TripPriceLines({ price, currency }: TripPriceLinesProps) {
  const { t } = useTranslation();
  const money = (amount: number) => formatMoney(amount, currency);
  return (
    <dl className="trip-price-lines">
      <div className="trip-price-lines__row">
        <dt>{t('price.basePrice')}</dt>
        <dd>{money(price.basePrice)}</dd>
      </div>
      <div className="trip-price-lines__row">
        <dt>{t('price.approvedCharges')}</dt>
        <dd>{money(price.approvedCharges)}</dd>
      </div>
      <div className="trip-price-lines__row trip-price-lines__row--total">
        <dt>{t('price.total')}</dt>
        <dd>{money(price.total)}</dd>
      </div>
    </dl>
  );
}

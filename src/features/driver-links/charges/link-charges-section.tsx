import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format';
import type { DriverCharge } from '../api/driver-link-details';
import { approvedTotal } from './approved-total';
import { DriverChargeItem } from './driver-charge-item';

type LinkChargesSectionProps = { charges: DriverCharge[]; currency: string };

/** The charges added through one link, each decidable, with the total approved so far. */
export function LinkChargesSection({ charges, currency }: LinkChargesSectionProps) {
  const { t } = useTranslation('driver-links');
  return (
    <section className="link-details__section" aria-labelledby="link-details-charges">
      <h3 id="link-details-charges" className="link-details__heading">
        {t('charges.title')}
      </h3>
      {charges.length === 0 ? (
        <p className="links-muted">{t('charges.empty')}</p>
      ) : (
        <>
          <ul className="charge-list">
            {charges.map((charge) => (
              <DriverChargeItem key={charge._id} charge={charge} currency={currency} canDecide />
            ))}
          </ul>
          <p className="charge-total">
            <span>{t('charges.total')}</span>
            <span className="charge-total__amount">
              {formatMoney(approvedTotal(charges), currency)}
            </span>
          </p>
        </>
      )}
    </section>
  );
}

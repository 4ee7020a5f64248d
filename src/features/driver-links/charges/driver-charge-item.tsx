import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../../lib/format';
import type { DriverCharge } from '../api/driver-link-details';
import { ChargeDecisionActions } from './charge-decision-actions';
import { ChargePhotos } from './charge-photos';
import '../driver-links.css';

type DriverChargeItemProps = {
  charge: DriverCharge;
  /** The trip's currency: amounts keep its own decimals (docs/architecture.md §6.4). */
  currency: string;
  /** The provider may approve or reject a pending charge. */
  canDecide: boolean;
};

/**
 * One charge a driver added: reason, time, photos and amount. Pending ones are dimmed as
 * 'Waiting for approval' (docs/product.md §4), rejected ones struck out, a partial approval says how much.
 */
export function DriverChargeItem({ charge, currency, canDecide }: DriverChargeItemProps) {
  const { t } = useTranslation('driver-links');
  const money = (amount: number) => formatMoney(amount, currency);
  const partlyApproved = charge.status === 'approved' && charge.approvedAmount !== charge.amount;
  // The driver's reason is the driver's own words; the provider's waiting charge is ours to say.
  const reason = charge.waitingStop
    ? t(`charges.waitingReason.${charge.waitingStop}`)
    : charge.reason;
  return (
    <li className="charge-item" data-status={charge.status}>
      <div className="charge-item__body">
        <div className="charge-item__text">
          <span className="charge-item__reason">{reason}</span>
          <span className="charge-item__meta">
            {formatDateTime(charge.createdAt)}
            {charge.status === 'pending' && ` · ${t('charges.waiting')}`}
            {charge.status === 'rejected' && ` · ${t('charges.rejected')}`}
            {partlyApproved &&
              ` · ${t('charges.approvedPart', { amount: money(charge.approvedAmount) })}`}
          </span>
        </div>
        <span className="charge-item__amount">{money(charge.amount)}</span>
      </div>
      <ChargePhotos images={charge.images} reason={reason} />
      {canDecide && charge.status === 'pending' && (
        <ChargeDecisionActions charge={charge} currency={currency} />
      )}
    </li>
  );
}

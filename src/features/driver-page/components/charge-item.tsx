import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import type { DriverCharge } from '../api/link-details';
import type { LinkAccess } from '../api/link-headers';
import { ChargePhoto } from './charge-photo';

type ChargeItemProps = {
  access: LinkAccess;
  charge: DriverCharge;
  money: (amount: number) => string;
};

/**
 * One charge: dimmed 'Waiting for approval' while pending (docs/product.md §4), struck out once rejected,
 * the approved amount beside it when the provider changed it.
 */
export function ChargeItem({ access, charge, money }: ChargeItemProps) {
  const { t } = useTranslation('driver-page');
  const adjusted = charge.status === 'approved' && charge.approvedAmount !== charge.amount;
  // The driver's reason is their own words; a waiting charge's is ours, in the language shown.
  const reason = charge.waitingStop
    ? t(`charges.waitingReason.${charge.waitingStop}`)
    : charge.reason;
  return (
    <li className="driver-page__charge" data-status={charge.status}>
      <div className="driver-page__charge-main">
        <span className="driver-page__charge-reason">{reason}</span>
        <span className="driver-page__charge-amount">
          {charge.status === 'rejected' ? <s>{money(charge.amount)}</s> : money(charge.amount)}
        </span>
      </div>
      <p className="driver-page__charge-meta">
        {formatDate(charge.createdAt)}
        {charge.status === 'pending' && ` · ${t('charges.waiting')}`}
        {charge.status === 'rejected' && ` · ${t('charges.rejected')}`}
        {adjusted && ` · ${t('charges.approvedAmount', { amount: money(charge.approvedAmount) })}`}
      </p>
      {charge.images.length > 0 && (
        <div className="driver-page__thumbs">
          {charge.images.map((image, index) => (
            <ChargePhoto
              key={image.url}
              access={access}
              url={image.url}
              label={t('charges.photo', { number: index + 1, reason })}
              title={t('charges.photoTitle', { number: index + 1, reason })}
            />
          ))}
        </div>
      )}
    </li>
  );
}

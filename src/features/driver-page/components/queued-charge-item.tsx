import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutboxReplayer } from '../outbox/outbox-replayer';
import type { QueuedCharge } from '../outbox/queued-items';
import { useStoredPhotoUrls } from '../utils/use-stored-photo-urls';
import { OutboxItemActions } from './outbox-item-actions';
import { OutboxStateChip } from './outbox-state-chip';

type QueuedChargeItemProps = {
  item: QueuedCharge;
  replayer: Pick<OutboxReplayer, 'kick'>;
  money: (amount: number) => string;
};

/** A charge still on this phone: what was entered, its photos, and where its send stands. */
export function QueuedChargeItem({ item, replayer, money }: QueuedChargeItemProps) {
  const { t } = useTranslation('driver-page');
  const { reason, amount } = item.body;
  // An item's photos never change, while the live outbox hands over a fresh copy on every change:
  // the first copy keeps the thumbnails' URLs steady.
  const [photos] = useState(item.body.photos);
  const urls = useStoredPhotoUrls(photos);
  return (
    <li
      className="driver-page__charge driver-page__charge--queued"
      data-state={item.state}
      aria-label={t('charges.queuedLabel', { reason })}
    >
      <div className="driver-page__charge-main">
        <span className="driver-page__charge-reason">{reason}</span>
        <span className="driver-page__charge-amount">{money(amount)}</span>
      </div>
      <OutboxStateChip item={item} refusedText={t('errors.chargeFailed')} />
      {urls.length > 0 && (
        <div className="driver-page__thumbs">
          {/* The photos of an item never change, so their place is their key. */}
          {urls.map((url, index) => (
            <span key={index} className="driver-page__thumb driver-page__thumb--local">
              <img src={url} alt={t('charges.photo', { number: index + 1, reason })} />
            </span>
          ))}
        </div>
      )}
      {item.state === 'needs_attention' && item.id !== undefined && (
        <OutboxItemActions
          ids={[item.id]}
          replayer={replayer}
          discardText={t('outbox.discardCharge', { reason })}
        />
      )}
    </li>
  );
}

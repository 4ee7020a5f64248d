import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeliveryProof } from '../../../contract/delivery-proofs';
import type { LinkAccess } from '../api/link-headers';
import type { QueuedProof } from '../outbox/queued-items';
import { useStoredPhotoUrls } from '../utils/use-stored-photo-urls';
import { ChargePhoto } from './charge-photo';
import { OutboxStateChip } from './outbox-state-chip';

type DeliveryProofCardProps = {
  access: LinkAccess;
  /** The server's copy, once it has one. */
  sent: DeliveryProof | null;
  /** Still on this phone: shown with where its send stands. */
  queued: QueuedProof | null;
};

/** What the driver handed over at delivery: who received the goods, when, and the pictures. */
export function DeliveryProofCard({ access, sent, queued }: DeliveryProofCardProps) {
  const { t, i18n } = useTranslation('driver-page');
  if (!sent && !queued) return null;
  const name = sent?.recipientName ?? queued?.body.recipientName ?? '';
  const recordedAt = sent?.recordedAt ?? queued?.body.recordedAt ?? '';
  const time = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(recordedAt));

  return (
    <section className="driver-page__card" aria-labelledby="driver-proof-title">
      <h2 id="driver-proof-title" className="driver-page__card-title">
        {t('delivery.cardTitle')}
      </h2>
      <p className="driver-page__proof-line">{t('delivery.receivedBy', { name })}</p>
      <p className="driver-page__proof-line">{t('delivery.takenAt', { time })}</p>
      {sent ? (
        <>
          <p className="driver-page__chip" data-state="sent">
            {t('delivery.sent')}
          </p>
          <div className="driver-page__thumbs">
            <ChargePhoto
              access={access}
              url={sent.signatureUrl}
              label={t('delivery.signatureImage', { name })}
              title={t('delivery.signature')}
            />
            {sent.photos.map((photo, index) => (
              <ChargePhoto
                key={photo.url}
                access={access}
                url={photo.url}
                label={t('delivery.photo', { number: index + 1 })}
                title={t('delivery.cardTitle')}
              />
            ))}
          </div>
        </>
      ) : (
        queued && <QueuedProofPictures item={queued} name={name} />
      )}
    </section>
  );
}

function QueuedProofPictures({ item, name }: { item: QueuedProof; name: string }) {
  const { t } = useTranslation('driver-page');
  // The live outbox hands over a fresh copy on every change: the first keeps the URLs steady.
  const [pictures] = useState(() => [item.body.signature, ...item.body.photos]);
  const urls = useStoredPhotoUrls(pictures);
  return (
    <>
      <OutboxStateChip item={item} refusedText={t('delivery.failed')} />
      <div className="driver-page__thumbs">
        {urls.map((url, index) => (
          <span
            key={index}
            className="driver-page__thumb driver-page__thumb--local"
            data-signature={index === 0 || undefined}
          >
            <img
              src={url}
              alt={
                index === 0
                  ? t('delivery.signatureImage', { name })
                  : t('delivery.photo', { number: index })
              }
            />
          </span>
        ))}
      </div>
    </>
  );
}

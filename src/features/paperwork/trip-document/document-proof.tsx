import { useTranslation } from 'react-i18next';
import type { TripDocument } from '../../../contract/trip-documents';
import { isFarFromDelivery } from '../../../components/delivery-proof/far-from-delivery';
import { LtrText } from '../../../components/ui/ltr-text/ltr-text';
import { formatDateTime } from '../../../lib/format';
import { formatCoordinates, formatDistance } from '../../../lib/format-measures';
import { PaperFacts } from '../components/paper-facts';
import { PaperImage } from '../components/paper-image';
import { PaperSection } from '../components/paper-section';

/** The consignee's name, signature and photos, with where and when the driver took them. */
export function DocumentProof({ document }: { document: TripDocument }) {
  const { t } = useTranslation('paperwork');
  const proof = document.deliveryProof;
  if (!proof) {
    return (
      <PaperSection title={t('document.proof.title')}>
        <p className="trip-document__empty">{t('document.proof.none')}</p>
      </PaperSection>
    );
  }
  const distance = proof.distanceFromDeliveryMeters;
  const far = isFarFromDelivery(distance);
  const position = proof.coordinates && (
    <LtrText>
      {formatCoordinates(proof.coordinates)}
      {proof.accuracy !== null &&
        ` (${t('document.proof.accuracy', { distance: formatDistance(Math.round(proof.accuracy)) })})`}
    </LtrText>
  );
  return (
    <PaperSection title={t('document.proof.title')}>
      <div className="trip-document__pair">
        <PaperFacts
          facts={[
            { label: t('document.proof.recipient'), value: proof.recipientName },
            { label: t('document.proof.signedAt'), value: formatDateTime(proof.recordedAt) },
            { label: t('document.proof.receivedAt'), value: formatDateTime(proof.receivedAt) },
            {
              label: t('document.proof.position'),
              value: position ?? t('document.proof.noPosition'),
            },
            {
              label: t('document.proof.distance'),
              value:
                distance === null ? null : far ? (
                  <strong className="trip-document__flag">
                    {t('document.proof.far', { distance: formatDistance(distance) })}
                  </strong>
                ) : (
                  t('document.proof.distanceValue', { distance: formatDistance(distance) })
                ),
            },
          ]}
        />
        <figure className="trip-document__signature">
          <PaperImage
            url={proof.signatureUrl}
            alt={t('document.proof.signatureOf', { name: proof.recipientName })}
            fit="whole"
          />
          <figcaption>{t('document.proof.signature')}</figcaption>
        </figure>
      </div>
      {proof.photos.length > 0 && (
        <div
          className="trip-document__thumbs trip-document__proof-photos"
          aria-label={t('document.proof.photos')}
          role="group"
        >
          {proof.photos.map((photo, index) => (
            <PaperImage
              key={photo.url}
              url={photo.url}
              alt={t('document.proof.photo', { number: index + 1 })}
            />
          ))}
        </div>
      )}
    </PaperSection>
  );
}

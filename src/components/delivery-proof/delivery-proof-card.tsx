import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StoredImage } from '../stored-file/stored-image';
import { StoredPhotos } from '../stored-file/stored-photos';
import { Card } from '../ui/card/card';
import type { DeliveryProof } from '../../contract/delivery-proofs';
import { formatDateTime } from '../../lib/format';
import { formatDistance } from '../../lib/format-measures';
import { notifyError } from '../../lib/toasts';
import { openStoredFile } from '../../lib/use-file-url';
import { ProofPlace } from './proof-place';
import './delivery-proof.css';

type DeliveryProofCardProps = {
  /** Null until the driver's phone sent it. */
  proof: DeliveryProof | null;
  /** The trip is over: a proof not sent by now never will be. */
  ended?: boolean;
  /** What the reader may do about it, below the proof (the provider's photo setting). */
  children?: ReactNode;
};

/**
 * Issue 21 §2: the consignee's proof of delivery as the shipper, the provider and Driver Link
 * Details show it: who received the goods, their signature, the photos, when, and where, with a
 * proof taken far from the delivery point flagged.
 */
export function DeliveryProofCard({ proof, ended = false, children }: DeliveryProofCardProps) {
  const { t } = useTranslation('delivery-proof');
  return (
    <Card title={t('title')} headingLevel={3}>
      {proof ? (
        <ProofFacts proof={proof} />
      ) : (
        <p className="delivery-proof__muted">{t(ended ? 'noneSent' : 'notSent')}</p>
      )}
      {children}
    </Card>
  );
}

function ProofFacts({ proof }: { proof: DeliveryProof }) {
  const { t } = useTranslation('delivery-proof');
  const name = proof.recipientName;
  const openSignature = () =>
    openStoredFile(proof.signatureUrl, `${t('signatureOf', { name })}.png`).catch(() =>
      notifyError(t('openFailed')),
    );
  return (
    <dl className="delivery-proof">
      <div className="delivery-proof__row">
        <dt>{t('receivedBy')}</dt>
        <dd className="delivery-proof__name">{name}</dd>
      </div>
      <div className="delivery-proof__row">
        <dt>{t('signature')}</dt>
        <dd>
          <button
            type="button"
            className="delivery-proof__signature-button"
            aria-label={t('openSignature', { name })}
            onClick={() => void openSignature()}
          >
            <StoredImage
              url={proof.signatureUrl}
              alt={t('signatureOf', { name })}
              className="delivery-proof__signature"
            />
          </button>
        </dd>
      </div>
      <div className="delivery-proof__row">
        <dt>{t('photos')}</dt>
        <dd className="delivery-proof__photos">
          {proof.photos.length === 0 ? (
            <span className="delivery-proof__muted">{t('noPhotos')}</span>
          ) : (
            <StoredPhotos
              photos={proof.photos}
              labelOf={(number) => t('photo', { number })}
              failedMessage={t('openFailed')}
            />
          )}
        </dd>
      </div>
      <div className="delivery-proof__row">
        <dt>{t('time')}</dt>
        <dd>
          <time dateTime={proof.recordedAt}>{formatDateTime(proof.recordedAt)}</time>
        </dd>
      </div>
      <div className="delivery-proof__row">
        <dt>{t('where')}</dt>
        <dd>
          <ProofPlace
            coordinates={proof.coordinates}
            distanceFromDeliveryMeters={proof.distanceFromDeliveryMeters}
          />
        </dd>
      </div>
      {proof.accuracy !== null && (
        <div className="delivery-proof__row">
          <dt>{t('accuracy')}</dt>
          <dd>{t('accuracyValue', { distance: formatDistance(Math.round(proof.accuracy)) })}</dd>
        </div>
      )}
    </dl>
  );
}

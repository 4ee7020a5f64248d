import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DriverLink } from '../../../contract/driver-links';
import { useReferenceLabels } from '../../../lib/reference-names/use-reference-labels';
import { absoluteLinkUrl } from './absolute-link-url';
import { CopyLinkButton } from './copy-link-button';
import { LinkQrCode } from './link-qr-code';
import { ShareLinkButton } from './share-link-button';

/**
 * The link as the driver will get it: the address (selectable), Copy Link, Share and a QR code.
 * An inactive link keeps its address for the record but offers nothing to send (docs/product.md §2).
 */
export function LinkSharePanel({ link }: { link: DriverLink }) {
  const { t } = useTranslation('driver-links');
  const { city } = useReferenceLabels();
  const fieldId = useId();
  const url = absoluteLinkUrl(link.linkUrl);
  const trip = link.tripId;
  const shareText = t('share.text', {
    trip: trip.tripNumber,
    from: city(trip.origin.city),
    to: city(trip.destination.city),
  });

  return (
    <div className="link-share" data-active={link.isActive}>
      <div className="link-share__main">
        <label className="link-share__label" htmlFor={fieldId}>
          {t('share.linkLabel')}
        </label>
        <input
          id={fieldId}
          className="link-share__url"
          value={url}
          readOnly
          dir="ltr"
          onFocus={(event) => event.currentTarget.select()}
        />
        <div className="link-share__actions">
          <CopyLinkButton url={url} disabled={!link.isActive} />
          {link.isActive && (
            <ShareLinkButton
              title={t('share.title', { trip: trip.tripNumber })}
              text={shareText}
              url={url}
            />
          )}
        </div>
      </div>
      {link.isActive && (
        <figure className="link-share__qr">
          <LinkQrCode text={url} label={t('share.qr')} />
          <figcaption>{t('share.qrHint')}</figcaption>
        </figure>
      )}
    </div>
  );
}

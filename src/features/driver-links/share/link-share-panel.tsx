import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '../../../components/ui/language-select/language-select';
import { DRIVER_LANGUAGES, type Language } from '../../../contract/languages';
import type { DriverLink } from '../../../contract/driver-links';
import { currentLanguage } from '../../../lib/current-language';
import { cityLabel } from '../../../lib/reference-names/reference-labels';
import { absoluteLinkUrl } from './absolute-link-url';
import { CopyLinkButton } from './copy-link-button';
import { QrCode } from '../../../components/ui/qr-code/qr-code';
import { ShareLinkButton } from './share-link-button';
import { useShareWords } from './use-share-words';

/**
 * The link as the driver will get it: in the driver's language (chosen here; the address opens the
 * page in it and the message is written in it), the address (selectable), Copy Link, Share and a
 * QR code. An inactive link keeps its address for the record but offers nothing to send
 * (docs/product.md §2). The language travels in the address only: the server keeps none per link.
 */
export function LinkSharePanel({ link }: { link: DriverLink }) {
  const { t } = useTranslation('driver-links');
  const fieldId = useId();
  const [language, setLanguage] = useState<Language>(currentLanguage);
  const words = useShareWords(language);
  const url = absoluteLinkUrl(link.linkUrl, link.isActive ? language : undefined);
  const trip = link.tripId;

  return (
    <div className="link-share" data-active={link.isActive}>
      <div className="link-share__main">
        {link.isActive && (
          <LanguageSelect
            languages={DRIVER_LANGUAGES}
            value={language}
            onChange={setLanguage}
            label={t('share.language')}
          />
        )}
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
              title={words?.('title', { trip: trip.tripNumber }) ?? ''}
              text={
                words?.('text', {
                  trip: trip.tripNumber,
                  from: cityLabel(trip.origin.city, language),
                  to: cityLabel(trip.destination.city, language),
                }) ?? ''
              }
              url={url}
              busy={!words}
            />
          )}
        </div>
      </div>
      {link.isActive && (
        <figure className="link-share__qr">
          <QrCode text={url} label={t('share.qr')} />
          <figcaption>{t('share.qrHint')}</figcaption>
        </figure>
      )}
    </div>
  );
}

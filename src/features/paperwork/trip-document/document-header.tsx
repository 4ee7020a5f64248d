import { useTranslation } from 'react-i18next';
import { statusLabelKey } from '../../../contract/statuses';
import type { TripDocument } from '../../../contract/trip-documents';
import { LtrText } from '../../../components/ui/ltr-text/ltr-text';
import { formatDateTime } from '../../../lib/format';

/** The paper's head: whose paper it is, what it is, and which trip, load and day it is of. */
export function DocumentHeader({ document, titleId }: { document: TripDocument; titleId: string }) {
  const { t } = useTranslation('paperwork');
  // What a checkpoint asks for first, on the paper's head as well as in its own section.
  const { registrationNumber } = document.transportDocument;
  return (
    <header className="trip-document__header">
      <div className="trip-document__heading">
        <p className="trip-document__brand">{t('common:appName')}</p>
        <h1 id={titleId} className="trip-document__title">
          {t('document.title')}
        </h1>
      </div>
      <dl className="trip-document__ids">
        <div>
          <dt>{t('document.trip')}</dt>
          <dd>
            <LtrText>{document.tripNumber}</LtrText>
          </dd>
        </div>
        <div>
          <dt>{t('document.load')}</dt>
          <dd>
            <LtrText>{document.loadNumber}</LtrText>
          </dd>
        </div>
        <div>
          <dt>{t('document.status')}</dt>
          <dd>{t(statusLabelKey(document.status))}</dd>
        </div>
        <div>
          <dt>{t('document.issued')}</dt>
          <dd>{formatDateTime(document.generatedAt)}</dd>
        </div>
        {registrationNumber && (
          <div>
            <dt>{t('document.transport.registrationNumber')}</dt>
            <dd>
              <LtrText>{registrationNumber}</LtrText>
            </dd>
          </div>
        )}
      </dl>
    </header>
  );
}

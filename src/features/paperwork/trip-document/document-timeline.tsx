import { useTranslation } from 'react-i18next';
import type { TripDocument } from '../../../contract/trip-documents';
import { formatDateTime } from '../../../lib/format';
import { PaperSection } from '../components/paper-section';

/** Everything the app recorded of the trip, oldest first, each with its time. */
export function DocumentTimeline({ document }: { document: TripDocument }) {
  const { t } = useTranslation('paperwork');
  return (
    <PaperSection title={t('document.timeline.title')} long>
      {document.timeline.length === 0 ? (
        <p className="trip-document__empty">{t('document.timeline.empty')}</p>
      ) : (
        <ol className="trip-document__timeline">
          {document.timeline.map((entry) => (
            <li key={entry.event} className="trip-document__event">
              <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
              <span>{t(`document.timeline.events.${entry.event}`)}</span>
            </li>
          ))}
        </ol>
      )}
    </PaperSection>
  );
}

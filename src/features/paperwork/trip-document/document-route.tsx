import { useTranslation } from 'react-i18next';
import type { Stop } from '../../../contract/loads';
import type { StopWait } from '../../../contract/stop-waits';
import type { TripDocument } from '../../../contract/trip-documents';
import { LtrText } from '../../../components/ui/ltr-text/ltr-text';
import { formatDateTime } from '../../../lib/format';
import { formatCoordinates, formatDuration } from '../../../lib/format-measures';
import { useReferenceLabels } from '../../../lib/reference-names/use-reference-labels';
import { PaperFacts, type PaperFact } from '../components/paper-facts';
import { PaperSection } from '../components/paper-section';

function StopBlock({ title, stop, wait }: { title: string; stop: Stop; wait: StopWait | null }) {
  const { t } = useTranslation('paperwork');
  const { place } = useReferenceLabels();
  const contact = [stop.contactPerson, stop.contactNumber].filter(Boolean).join(' · ');
  const waitFacts: PaperFact[] = wait
    ? [
        { label: t('document.route.arrived'), value: formatDateTime(wait.arrivedAt) },
        ...(wait.departedAt
          ? [{ label: t('document.route.left'), value: formatDateTime(wait.departedAt) }]
          : []),
        {
          label: t('document.route.waited'),
          value: wait.stillThere
            ? t('document.route.stillThere', { duration: formatDuration(wait.waitedMinutes) })
            : formatDuration(wait.waitedMinutes),
        },
      ]
    : [{ label: t('document.route.arrived'), value: t('document.route.notWatched') }];
  return (
    <div className="trip-document__block">
      <h3 className="trip-document__block-title">{title}</h3>
      <PaperFacts
        facts={[
          { label: t('document.route.place'), value: place(stop) },
          { label: t('document.route.address'), value: stop.address },
          {
            label: t('document.route.coordinates'),
            value: stop.coordinates && <LtrText>{formatCoordinates(stop.coordinates)}</LtrText>,
          },
          { label: t('document.route.contact'), value: contact && <LtrText>{contact}</LtrText> },
          ...waitFacts,
        ]}
      />
    </div>
  );
}

/** Pickup and delivery: where, whom to ask for, and when the truck arrived, left and waited. */
export function DocumentRoute({ document }: { document: TripDocument }) {
  const { t } = useTranslation('paperwork');
  return (
    <PaperSection title={t('document.route.title')}>
      <div className="trip-document__pair">
        <StopBlock
          title={t('document.route.pickup')}
          stop={document.route.pickup}
          wait={document.stopWaits.pickup}
        />
        <StopBlock
          title={t('document.route.delivery')}
          stop={document.route.delivery}
          wait={document.stopWaits.delivery}
        />
      </div>
    </PaperSection>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/status-badge/status-badge';
import type { TripDetails } from '../../../contract/trips';
import { formatDateTime } from '../../../lib/format';
import { LtrText } from '../../../components/ui/ltr-text/ltr-text';
import { tripDocumentPath, tripInvoicePath } from '../../../lib/detail-paths';
import { PaperworkLinks } from '../../paperwork/paperwork-links';

type TripStatusSummaryProps = {
  trip: TripDetails;
  /** The provider's one next step (a primary button), if any. */
  nextStep?: ReactNode;
};

/** Where the trip stands: its badge, the load it carries, when it was created, and what's next. */
export function TripStatusSummary({ trip, nextStep }: TripStatusSummaryProps) {
  const { t } = useTranslation('trips');
  return (
    <section className="trip-details__card trip-status" aria-label={t('panel.statusLabel')}>
      <StatusBadge status={trip.status} />
      <dl className="trip-status__facts">
        <div>
          <dt>{t('panel.load')}</dt>
          <dd>
            <LtrText>{trip.loadDetails.id}</LtrText>
          </dd>
        </div>
        <div>
          <dt>{t('panel.created')}</dt>
          <dd>{formatDateTime(trip.timestamp.createdAt)}</dd>
        </div>
        {trip.truckGroup.name && (
          <div>
            <dt>{t('panel.truckGroup')}</dt>
            <dd>{trip.truckGroup.name}</dd>
          </div>
        )}
      </dl>
      {nextStep && <div className="trip-status__next">{nextStep}</div>}
      <PaperworkLinks
        documentTo={tripDocumentPath(trip._id)}
        invoiceTo={tripInvoicePath(trip._id)}
      />
    </section>
  );
}

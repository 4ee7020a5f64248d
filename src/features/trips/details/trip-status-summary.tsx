import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/status-badge/status-badge';
import type { TripDetails } from '../../../contract/trips';
import { formatDateTime } from '../../../lib/format';

/** Where the trip stands: its badge, the load it carries, when it was created. */
export function TripStatusSummary({ trip }: { trip: TripDetails }) {
  const { t } = useTranslation('trips');
  return (
    <section className="trip-details__card trip-status" aria-label={t('panel.statusLabel')}>
      <StatusBadge status={trip.status} label={t(`status.${trip.status}`)} />
      <dl className="trip-status__facts">
        <div>
          <dt>{t('panel.load')}</dt>
          <dd>{trip.loadDetails.id}</dd>
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
    </section>
  );
}

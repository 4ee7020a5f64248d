import { useTranslation } from 'react-i18next';
import type { LinkTripView } from '../../../contract/driver-links';
import { StatusBadge } from '../../../components/status-badge/status-badge';

/** Which trip this is, whose it is, and where it stands. */
export function TripHeader({ trip }: { trip: LinkTripView }) {
  const { t } = useTranslation('driver-page');
  return (
    <header className="driver-page__header">
      <div className="driver-page__heading">
        <h1 className="driver-page__title">{t('header.title', { number: trip.tripNumber })}</h1>
        <p className="driver-page__subtitle">{t('header.fleet', { name: trip.truckGroup.name })}</p>
      </div>
      <div className="driver-page__status" aria-label={t('header.statusLabel')}>
        <StatusBadge status={trip.status} />
      </div>
    </header>
  );
}

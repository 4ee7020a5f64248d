import { useTranslation } from 'react-i18next';
import type { LinkTripView } from '../../../contract/driver-links';

type Stop = LinkTripView['loadDetails']['source'];

function StopLine({ label, stop }: { label: string; stop: Stop }) {
  const { t } = useTranslation('driver-page');
  return (
    <li className="driver-page__stop">
      <span className="driver-page__stop-label">{label}</span>
      <span className="driver-page__stop-place">
        {t('route.place', { city: stop.city, country: stop.country })}
      </span>
      <span className="driver-page__stop-address" data-missing={!stop.address || undefined}>
        {stop.address || t('route.noAddress')}
      </span>
    </li>
  );
}

/** Origin → destination with the addresses the shipper shared. */
export function RouteCard({ trip }: { trip: LinkTripView }) {
  const { t } = useTranslation('driver-page');
  return (
    <section className="driver-page__card" aria-labelledby="driver-route-title">
      <h2 id="driver-route-title" className="driver-page__card-title">
        {t('route.title')}
      </h2>
      <ol className="driver-page__route">
        <StopLine label={t('route.from')} stop={trip.loadDetails.source} />
        <StopLine label={t('route.to')} stop={trip.loadDetails.destination} />
      </ol>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import type { LinkStop, LinkTripView } from '../../../contract/driver-links';
import { useReferenceLabels } from '../../../lib/reference-names/use-reference-labels';
import { currentStop, type StopKind } from '../utils/current-stop';
import { StopDirections } from './stop-directions';

type StopLineProps = { kind: StopKind; stop: LinkStop; next: boolean };

function StopLine({ kind, stop, next }: StopLineProps) {
  const { t } = useTranslation('driver-page');
  const labels = useReferenceLabels();
  const placeId = `driver-stop-${kind}-place`;
  const contactId = `driver-stop-${kind}-contact`;
  return (
    <li className="driver-page__stop" data-kind={kind} data-next={next || undefined}>
      <span className="driver-page__stop-label">
        {t(kind === 'source' ? 'route.from' : 'route.to')}
        {next && <span className="driver-page__stop-next">{t('route.next')}</span>}
      </span>
      <span id={placeId} className="driver-page__stop-place">
        {t('route.place', { city: labels.city(stop.city), country: labels.country(stop.country) })}
      </span>
      <span className="driver-page__stop-address" data-missing={!stop.address || undefined}>
        {stop.address || t('route.noAddress')}
      </span>
      {(stop.contactPerson || stop.contactNumber) && (
        <span id={contactId} className="driver-page__stop-contact">
          {/* The spaces are for reading aloud; the flex gap spaces them on screen. */}
          <span className="driver-page__stop-contact-label">{t('route.contact')}</span>{' '}
          {stop.contactPerson && <span>{stop.contactPerson}</span>}{' '}
          {/* A phone number reads left to right inside any sentence. */}
          {stop.contactNumber && <bdi dir="ltr">{stop.contactNumber}</bdi>}
        </span>
      )}
      <StopDirections stop={stop} placeId={placeId} contactId={contactId} />
    </li>
  );
}

/** Both stops with what the shipper shared; the one the driver is heading for comes first. */
export function RouteCard({ trip }: { trip: LinkTripView }) {
  const { t } = useTranslation('driver-page');
  const next = currentStop(trip.status);
  const order: StopKind[] =
    next === 'destination' ? ['destination', 'source'] : ['source', 'destination'];
  return (
    <section className="driver-page__card" aria-labelledby="driver-route-title">
      <h2 id="driver-route-title" className="driver-page__card-title">
        {t('route.title')}
      </h2>
      <ol className="driver-page__route">
        {order.map((kind) => (
          <StopLine key={kind} kind={kind} stop={trip.loadDetails[kind]} next={kind === next} />
        ))}
      </ol>
    </section>
  );
}

import { IonIcon } from '@ionic/react';
import { flagOutline, locateOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import type { Stop } from '../../../contract/loads';
import { useReferenceLabels } from '../../../lib/reference-names/use-reference-labels';
import { LtrText } from '../../../components/ui/ltr-text/ltr-text';

type TripStopCardProps = {
  kind: 'pickup' | 'delivery';
  stop: Stop;
};

/** A pickup or delivery stop: the place, and the address and contact once the shipper gave them. */
export function TripStopCard({ kind, stop }: TripStopCardProps) {
  const { t } = useTranslation('trips');
  const labels = useReferenceLabels();
  const titleId = `trip-details-${kind}`;
  const hasDetails = Boolean(stop.address || stop.contactPerson || stop.contactNumber);
  return (
    <section className="trip-details__card" aria-labelledby={titleId}>
      <header className="trip-stop__header">
        <IonIcon
          icon={kind === 'pickup' ? locateOutline : flagOutline}
          className="trip-stop__icon"
          data-kind={kind}
          aria-hidden="true"
        />
        <h3 id={titleId} className="trip-details__card-title">
          {t(`stops.${kind}`)}
        </h3>
      </header>
      <dl className="trip-facts">
        <div className="trip-facts__row">
          <dt>{t('stops.place')}</dt>
          <dd>{labels.place(stop)}</dd>
        </div>
        {stop.address && (
          <div className="trip-facts__row" data-wide>
            <dt>{t('stops.address')}</dt>
            <dd>{stop.address}</dd>
          </div>
        )}
        {stop.contactPerson && (
          <div className="trip-facts__row">
            <dt>{t('stops.contactPerson')}</dt>
            <dd>{stop.contactPerson}</dd>
          </div>
        )}
        {stop.contactNumber && (
          <div className="trip-facts__row">
            <dt>{t('stops.contactNumber')}</dt>
            <dd>
              <a className="trips-phone-link" href={`tel:${stop.contactNumber}`}>
                <LtrText>{stop.contactNumber}</LtrText>
              </a>
            </dd>
          </div>
        )}
      </dl>
      {!hasDetails && <p className="trip-details__muted">{t('stops.noDetails')}</p>}
    </section>
  );
}

import { IonIcon } from '@ionic/react';
import { lockClosedOutline, informationCircleOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/status-badge/status-badge';
import type { DriverLink } from '../../../contract/driver-links';
import { formatDateTime } from '../../../lib/format';
import { useReferenceLabels } from '../../../lib/reference-names/use-reference-labels';
import { LinkStatusPill } from '../components/link-status-pill';
import { LtrText } from '../../../components/ui/ltr-text/ltr-text';

/** docs/product.md §2 Driver Link Details: the link's state, its trip and its driver, and whether it is bound. */
export function DriverLinkOverview({ link }: { link: DriverLink }) {
  const { t } = useTranslation('driver-links');
  const { place } = useReferenceLabels();
  const trip = link.tripId;
  const driver = link.driverId;
  const bound = link.deviceHash !== null;

  return (
    <section className="link-details__section" aria-label={t('details.state')}>
      <div className="link-details__state">
        <LinkStatusPill isActive={link.isActive} />
        <span className="links-muted">
          {t('section.created', { time: formatDateTime(link.createdAt) })}
        </span>
      </div>
      <dl className="link-facts">
        <div className="link-facts__row">
          <dt>{t('details.trip')}</dt>
          <dd className="link-facts__trip">
            <span className="link-facts__strong">
              <LtrText>{trip.tripNumber}</LtrText>
            </span>
            <StatusBadge status={trip.status} />
          </dd>
        </div>
        <div className="link-facts__row">
          <dt>{t('details.route')}</dt>
          <dd>
            {t('details.routeValue', { from: place(trip.origin), to: place(trip.destination) })}
          </dd>
        </div>
        <div className="link-facts__row">
          <dt>{t('details.driver')}</dt>
          <dd className="link-facts__strong">{driver.name}</dd>
        </div>
        <div className="link-facts__row">
          <dt>{t('details.phone')}</dt>
          <dd>
            <a className="links-phone" href={`tel:${driver.phone.replace(/\s/g, '')}`}>
              <LtrText>{driver.phone}</LtrText>
            </a>
          </dd>
        </div>
      </dl>
      {bound && (
        <p className="link-notice" data-tone="lock">
          <IonIcon icon={lockClosedOutline} aria-hidden="true" />
          <span>
            {t('details.locked')}
            {link.boundAt && (
              <span className="link-notice__extra">
                {' '}
                {t('details.lockedAt', { time: formatDateTime(link.boundAt) })}
              </span>
            )}
          </span>
        </p>
      )}
      {link.otherVisitorAt && (
        // A second signal only: the key still decides, so this is told, not enforced.
        <p className="link-notice" data-tone="inactive">
          <IonIcon icon={informationCircleOutline} aria-hidden="true" />
          <span>{t('details.otherBrowserAt', { time: formatDateTime(link.otherVisitorAt) })}</span>
        </p>
      )}
      {!link.isActive && (
        <p className="link-notice" data-tone="inactive">
          <IonIcon icon={informationCircleOutline} aria-hidden="true" />
          <span>{t('details.inactive')}</span>
        </p>
      )}
      {link.isActive && !bound && <p className="links-muted">{t('details.notOpened')}</p>}
    </section>
  );
}

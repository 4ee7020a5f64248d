import { IonIcon } from '@ionic/react';
import { chevronForward, hourglassOutline, lockClosedOutline, personOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import type { DriverLink } from '../../../contract/driver-links';
import { formatDateTime } from '../../../lib/format';
import { LinkStatusPill } from '../components/link-status-pill';
import { LtrText } from '../../../components/ui/ltr-text/ltr-text';

type TripDriverLinkItemProps = { link: DriverLink; onOpen: () => void };

/** One of the trip's links: state, when it was made, and whether a phone has claimed it. */
export function TripDriverLinkItem({ link, onOpen }: TripDriverLinkItemProps) {
  const { t } = useTranslation('driver-links');
  const bound = link.deviceHash !== null;
  return (
    <li>
      <button type="button" className="trip-link" onClick={onOpen}>
        <span className="trip-link__top">
          <span className="trip-link__id">
            <LtrText>{link.id}</LtrText>
          </span>
          <LinkStatusPill isActive={link.isActive} />
        </span>
        <span className="trip-link__meta">
          <span>{t('section.created', { time: formatDateTime(link.createdAt) })}</span>
          <span className="trip-link__bound" data-bound={bound}>
            <IonIcon icon={bound ? lockClosedOutline : hourglassOutline} aria-hidden="true" />
            {t(bound ? 'section.bound' : 'section.notBound')}
          </span>
          <span className="trip-link__driver">
            <IonIcon icon={personOutline} aria-hidden="true" />
            {link.driverId.name}
          </span>
        </span>
        <IonIcon icon={chevronForward} flipRtl className="trip-link__chevron" aria-hidden="true" />
      </button>
    </li>
  );
}

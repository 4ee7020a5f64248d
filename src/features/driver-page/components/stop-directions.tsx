import { useTranslation } from 'react-i18next';
import type { LinkStop } from '../../../contract/driver-links';
import { Icon } from '../../../components/icon/icon';
import { callOutline } from '../../../components/icon/icons/call-outline';
import { navigateOutline } from '../../../components/icon/icons/navigate-outline';
import { callUrl, navigationUrl } from '../utils/stop-links';
import './stop-directions.css';

type StopDirectionsProps = {
  stop: LinkStop;
  /** The ids of what names the stop and its contact, read with each link. */
  placeId: string;
  contactId: string;
};

/** 'Navigate' to the stop in the phone's maps app, and 'Call' the person there, when known. */
export function StopDirections({ stop, placeId, contactId }: StopDirectionsProps) {
  const { t } = useTranslation('driver-page');
  const directions = navigationUrl(stop);
  const call = callUrl(stop.contactNumber);
  if (!directions && !call) return null;
  return (
    <div className="stop-directions">
      {directions && (
        <a
          className="driver-page__button stop-directions__link"
          href={directions}
          target="_blank"
          rel="noopener noreferrer"
          aria-describedby={placeId}
        >
          <Icon icon={navigateOutline} aria-hidden="true" />
          {t('route.navigate')}
        </a>
      )}
      {call && (
        <a
          className="driver-page__button stop-directions__link"
          href={call}
          aria-describedby={contactId}
        >
          <Icon icon={callOutline} aria-hidden="true" />
          {t('route.call')}
        </a>
      )}
    </div>
  );
}

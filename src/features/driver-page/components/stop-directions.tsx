import { useTranslation } from 'react-i18next';
import type { LinkStop } from '../../../contract/driver-links';
import { Icon } from '../../../components/icon/icon';
import { callOutline } from '../../../components/icon/icons/call-outline';
import { navigateOutline } from '../../../components/icon/icons/navigate-outline';
import { callUrl, navigationUrl } from '../utils/stop-links';
import './stop-directions.css';
import { Button } from '../../../components/ui/button/button';

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
        <Button
          size="lg"
          className="stop-directions__link"
          href={directions}
          target="_blank"
          rel="noopener noreferrer"
          icon={<Icon icon={navigateOutline} />}
          aria-describedby={placeId}
        >
          {t('route.navigate')}
        </Button>
      )}
      {call && (
        <Button
          size="lg"
          className="stop-directions__link"
          href={call}
          icon={<Icon icon={callOutline} />}
          aria-describedby={contactId}
        >
          {t('route.call')}
        </Button>
      )}
    </div>
  );
}

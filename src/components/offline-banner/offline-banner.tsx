import { Icon } from '../icon/icon';
import { cloudDoneOutline } from '../icon/icons/cloud-done-outline';
import { cloudOfflineOutline } from '../icon/icons/cloud-offline-outline';
import { useTranslation } from 'react-i18next';
import { savedTime } from './saved-time';
import { useConnectionNotice } from './use-connection-notice';
import { useOldestShownDataTime } from './use-oldest-shown-data';
import './offline-banner.css';

/** What offline means for this screen: how old the data shown is, or that it waits. */
function OfflineMessage() {
  const { t } = useTranslation('offline');
  const oldest = useOldestShownDataTime();
  let detail = t('waiting');
  if (oldest !== null) {
    const saved = savedTime(oldest);
    const time = saved.key === 'date' ? saved.value : t(`savedTime.${saved.key}`, saved);
    detail = t('showingSaved', { time });
  }
  return (
    <p className="offline-banner__message" data-tone="offline">
      <Icon icon={cloudOfflineOutline} className="offline-banner__icon" aria-hidden="true" />
      <span>
        <strong>{t('offline')}</strong> {detail}
      </span>
    </p>
  );
}

/**
 * docs/architecture.md §7: a slim line at the top of the content while the API cannot be reached, saying the
 * screen shows saved data; 'Back online' for a moment after. The live region stays in the page
 * (empty and without height when online) so screen readers announce what appears in it.
 */
export function OfflineBanner() {
  const { t } = useTranslation('offline');
  const notice = useConnectionNotice();
  return (
    <div className="offline-banner" role="status" aria-live="polite" aria-atomic="true">
      {notice === 'offline' && <OfflineMessage />}
      {notice === 'back-online' && (
        <p className="offline-banner__message" data-tone="online">
          <Icon icon={cloudDoneOutline} className="offline-banner__icon" aria-hidden="true" />
          <strong>{t('backOnline')}</strong>
        </p>
      )}
    </div>
  );
}

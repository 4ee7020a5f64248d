import { Icon } from '../../../components/icon/icon';
import { alertCircleOutline } from '../../../components/icon/icons/alert-circle-outline';
import { cloudUploadOutline } from '../../../components/icon/icons/cloud-upload-outline';
import { useTranslation } from 'react-i18next';
import type { OutboxSummary } from './outbox-summary';

/** docs/architecture.md §7: the page shows what is waiting to sync, and what will not go without help. */
export function OutboxStatusLine({ summary }: { summary: OutboxSummary }) {
  const { t } = useTranslation('driver-page');
  const { waiting, stuck, stuckMessage } = summary;
  if (waiting === 0 && stuck === 0) return null;
  return (
    <div className="driver-page__outbox" role="status">
      {waiting > 0 && (
        <p className="driver-page__tracking" data-tone="waiting">
          <Icon icon={cloudUploadOutline} aria-hidden="true" />
          {t('outbox.waiting', { count: waiting })}
        </p>
      )}
      {stuck > 0 && (
        <p className="driver-page__tracking" data-tone="off">
          <Icon icon={alertCircleOutline} aria-hidden="true" />
          {stuckMessage
            ? t('outbox.stuckWithMessage', { count: stuck, message: stuckMessage })
            : t('outbox.stuck', { count: stuck })}
        </p>
      )}
    </div>
  );
}

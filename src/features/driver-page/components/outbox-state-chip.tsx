import { Icon } from '../../../components/icon/icon';
import { alertCircleOutline } from '../../../components/icon/icons/alert-circle-outline';
import { cloudUploadOutline } from '../../../components/icon/icons/cloud-upload-outline';
import { syncOutline } from '../../../components/icon/icons/sync-outline';
import { useTranslation } from 'react-i18next';
import type { OutboxRow } from '../../../lib/driver-db';

const ICONS = {
  queued: cloudUploadOutline,
  sending: syncOutline,
  needs_attention: alertCircleOutline,
} as const;

type OutboxStateChipProps = {
  item: OutboxRow;
  /** Said when the server refused without words, e.g. 'Failed to add charge'. */
  refusedText: string;
};

/** Where a queued write stands: waiting, on its way, or refused with the server's reason. */
export function OutboxStateChip({ item, refusedText }: OutboxStateChipProps) {
  const { t } = useTranslation('driver-page');
  const text =
    item.state === 'needs_attention'
      ? t('outbox.state.needsAttention', { message: item.lastError ?? refusedText })
      : t(`outbox.state.${item.state}`);
  return (
    <p className="driver-page__chip" data-state={item.state}>
      <Icon icon={ICONS[item.state]} aria-hidden="true" />
      <span>{text}</span>
    </p>
  );
}

import { useTranslation } from 'react-i18next';
import type { LoadStatus } from '../../contract/loads';
import { statusLabelKey, statusTone } from '../../contract/statuses';
import { StatusPill } from '../ui/status-pill/status-pill';

/**
 * A load's or trip's status as a coloured pill: the one label and tone every role's screens use
 * (src/contract/statuses.ts), so the shipper, the provider and the driver read the same words.
 */
export function StatusBadge({ status }: { status: LoadStatus }) {
  const { t } = useTranslation();
  return <StatusPill tone={statusTone(status)} label={t(statusLabelKey(status))} />;
}

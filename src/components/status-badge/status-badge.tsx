import { useTranslation } from 'react-i18next';
import type { LoadStatus } from '../../contract/loads';
import { statusLabelKey, statusTone } from '../../contract/statuses';
import './status-badge.css';

/**
 * A load's or trip's status as a coloured pill: the one label and tone every role's screens use
 * (src/contract/statuses.ts), so the shipper, the provider and the driver read the same words.
 */
export function StatusBadge({ status }: { status: LoadStatus }) {
  const { t } = useTranslation();
  return (
    <span className="status-badge" data-tone={statusTone(status)}>
      <span className="status-badge__dot" aria-hidden="true" />
      {t(statusLabelKey(status))}
    </span>
  );
}

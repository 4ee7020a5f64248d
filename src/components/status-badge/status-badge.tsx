import { useTranslation } from 'react-i18next';
import { StatusPill } from '../ui/status-pill/status-pill';
import { statusTone } from './status-tone';

type StatusBadgeProps = {
  /** A load or trip status; it picks the colour. */
  status: string;
  /** The server's wording (statusText); without it the status's own label. */
  label?: string | null;
};

/** A load's or trip's status as a coloured pill. */
export function StatusBadge({ status, label }: StatusBadgeProps) {
  const { t } = useTranslation('load-details');
  const text = label || t(`statusLabels.${status}`, { defaultValue: status.replaceAll('_', ' ') });
  return <StatusPill tone={statusTone(status)} label={text} />;
}

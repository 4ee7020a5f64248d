import { useTranslation } from 'react-i18next';
import type { LoadStatus } from '../../../contract/loads';
import './load-status-pill.css';

/** SPEC §4 colours: green once completed, red when cancelled, blue on the road, amber waiting. */
function toneOf(status: LoadStatus): 'success' | 'danger' | 'info' | 'warning' {
  if (status === 'completed') return 'success';
  if (status === 'cancelled') return 'danger';
  if (status === 'loaded' || status === 'out_to_unload') return 'info';
  return 'warning';
}

/** A load's status in a list row: a small coloured pill with the status's label. */
export function LoadStatusPill({ status }: { status: LoadStatus }) {
  const { t } = useTranslation('my-loads');
  return (
    <span className="load-status-pill" data-tone={toneOf(status)}>
      {t(`status.${status}`)}
    </span>
  );
}
